// How staff may sign in, read from the environment: the organisation's provider and its role
// map, the desk's own sign-in, the demo provider; and every wrong setting refused by name.
import { describe, expect, it } from "vitest";
import { DEMO_CLIENTS, parseDemoOidc } from "../../oidc/index.ts";
import { ConfigError } from "../../portal-config/index.ts";
import { parsePortalIdentity } from "../../verified-identity/index.ts";
import { describeStaffSignIn, parseStaffSignIn, roleFromClaims } from "./staff-oidc-config.ts";

const provider = {
  STAFF_OIDC_ISSUER: "https://login.example.test/tenant/v2.0",
  STAFF_OIDC_CLIENT_ID: "desk",
  STAFF_OIDC_CLIENT_SECRET: "s3cret",
  STAFF_OIDC_ROLE_MAP: "admin=desk-admins; registrar=desk-registrars,registry-team",
};

describe("the desk's sign-in settings", () => {
  it("reads the provider, its role map in order, and keeps the desk's own sign-in by default", () => {
    const settings = parseStaffSignIn(provider, "production", undefined);
    expect(settings).toEqual({
      localSignIn: true,
      oidc: {
        issuer: provider.STAFF_OIDC_ISSUER,
        clientId: "desk",
        clientSecret: "s3cret",
        rolesClaim: "groups",
        roleMap: [
          { role: "admin", groups: ["desk-admins"] },
          { role: "registrar", groups: ["desk-registrars", "registry-team"] },
        ],
      },
    });
    expect(JSON.stringify(describeStaffSignIn(settings))).not.toContain("s3cret");
    expect(parseStaffSignIn({}, "production", undefined)).toEqual({
      oidc: undefined,
      localSignIn: true,
    });
  });

  it("gives the first mapped role whose group the claim lists, from a list or one value", () => {
    const { oidc } = parseStaffSignIn(
      { ...provider, STAFF_OIDC_ROLES_CLAIM: "roles" },
      "production",
      undefined,
    );
    expect(roleFromClaims(oidc!, { roles: ["registry-team", "desk-admins"] })).toBe("admin");
    expect(roleFromClaims(oidc!, { roles: "registry-team" })).toBe("registrar");
    expect(roleFromClaims(oidc!, { roles: ["finance"], groups: ["desk-admins"] })).toBeUndefined();
    expect(roleFromClaims(oidc!, {})).toBeUndefined();
  });

  it.each([
    [
      { ...provider, STAFF_OIDC_ISSUER: "login.example.test" },
      "STAFF_OIDC_ISSUER must be an absolute URL",
    ],
    [
      { ...provider, STAFF_OIDC_ISSUER: "http://login.example.test" },
      "STAFF_OIDC_ISSUER must be an https:// URL",
    ],
    [{ ...provider, STAFF_OIDC_CLIENT_ID: "" }, "STAFF_OIDC_CLIENT_ID is required"],
    [{ ...provider, STAFF_OIDC_CLIENT_SECRET: "" }, "STAFF_OIDC_CLIENT_SECRET is required"],
    [{ ...provider, STAFF_OIDC_ROLE_MAP: "" }, "STAFF_OIDC_ROLE_MAP is required"],
    [
      { ...provider, STAFF_OIDC_ROLE_MAP: "boss=desk-admins" },
      'STAFF_OIDC_ROLE_MAP: "boss=desk-admins"',
    ],
    [{ ...provider, STAFF_OIDC_ROLE_MAP: "admin" }, 'STAFF_OIDC_ROLE_MAP: "admin"'],
    [{ ...provider, STAFF_LOCAL_SIGN_IN: "maybe" }, "STAFF_LOCAL_SIGN_IN must be on or off"],
    [{ STAFF_LOCAL_SIGN_IN: "off" }, "STAFF_LOCAL_SIGN_IN=off needs STAFF_OIDC_ISSUER"],
  ])("refuses %j", (env: Record<string, string>, message) => {
    expect(() => parseStaffSignIn(env, "production", undefined)).toThrow(ConfigError);
    expect(() => parseStaffSignIn(env, "production", undefined)).toThrow(message);
  });

  it("signs the desk and the portal in at the demo's provider, outside production only, never over a real one", () => {
    expect(parseDemoOidc({ DEMO_OIDC: "on" }, "development", 8080)).toBe(8081);
    expect(parseDemoOidc({ DEMO_OIDC: "on" }, "production", 8080)).toBeUndefined();
    expect(parseDemoOidc({}, "development", 8080)).toBeUndefined();
    expect(() => parseDemoOidc({ DEMO_OIDC: "yes" }, "development", 8080)).toThrow(
      "DEMO_OIDC must be on or off",
    );
    expect(() =>
      parseDemoOidc({ DEMO_OIDC: "on", DEMO_OIDC_PORT: "8080" }, "development", 8080),
    ).toThrow("DEMO_OIDC_PORT must be a free port");
    expect(parseStaffSignIn({}, "development", 8081).oidc).toMatchObject({
      issuer: "http://localhost:8081",
      clientId: DEMO_CLIENTS.desk.clientId,
    });
    expect(parseStaffSignIn(provider, "development", 8081).oidc?.issuer).toBe(
      provider.STAFF_OIDC_ISSUER,
    );
    expect(parsePortalIdentity({}, "development", 8081)).toMatchObject({
      issuer: "http://localhost:8081",
      name: "Demo ID",
    });
    expect(parsePortalIdentity({}, "production", undefined)).toBeUndefined();
  });

  it("calls a portal provider PORTAL_OIDC_NAME leaves unnamed by a name the messages can hold", () => {
    const named = (env: Record<string, string>) =>
      parsePortalIdentity(
        {
          PORTAL_OIDC_ISSUER: "https://id.example.test",
          PORTAL_OIDC_CLIENT_ID: "portal",
          PORTAL_OIDC_CLIENT_SECRET: "portal-client-secret-portal-client",
          ...env,
        },
        "production",
        undefined,
      )?.name;
    expect(named({})).toBe("Verified ID");
    expect(named({ PORTAL_OIDC_NAME: "  " })).toBe("Verified ID");
    expect(named({ PORTAL_OIDC_NAME: "RealMe" })).toBe("RealMe");
  });
});
