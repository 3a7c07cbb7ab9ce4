// How staff may sign in, from the environment:
//   STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID, STAFF_OIDC_CLIENT_SECRET  the organisation's provider
//   STAFF_OIDC_ROLES_CLAIM  the ID token's claim listing the person's groups (default "groups")
//   STAFF_OIDC_ROLE_MAP     desk role = the provider's group(s), first match wins:
//                           "admin=desk-admins;registrar=desk-registrars,registry-team"
//   STAFF_LOCAL_SIGN_IN     on (default) | off: the desk's own password and authenticator, kept
//                           as break-glass for admins when a provider is set; off needs one
//   DEMO_OIDC               on | off (default; `npm start` sets on): with no STAFF_OIDC_ISSUER, a
//                           demo provider on DEMO_OIDC_PORT (PORT + 1) with the README's users
//                           (demo-idp/); ignored when NODE_ENV=production, like all the demo
import { type StaffRoleName, staffRoleSchema } from "@portal/contract";
import { type OidcSettings, parseOidcSettings } from "../../oidc/index.ts";
import { ConfigError } from "../../portal-config/index.ts";

export interface StaffOidcSettings extends OidcSettings {
  rolesClaim: string;
  /** In the operator's order: the first role whose group the person is in is theirs. */
  roleMap: { role: StaffRoleName; groups: string[] }[];
}

export interface StaffSignInSettings {
  oidc: StaffOidcSettings | undefined;
  localSignIn: boolean;
  /** The demo provider to start on this port (DEMO_OIDC=on), which `oidc` then names. */
  demoProviderPort?: number;
}

/** The demo provider's client and groups (demo-idp/); refused in production. */
export const DEMO_DESK_CLIENT = {
  clientId: "portal-desk-demo",
  clientSecret: "demo-only-desk-client-secret-never-in-production",
  roleMap: "admin=desk-admins;registrar=desk-registrars;investigator=desk-investigators",
} as const;

type Env = Record<string, string | undefined>;

export function parseStaffSignIn(env: Env, nodeEnv: string, port: number): StaffSignInSettings {
  const demoProviderPort = parseDemoProvider(env, nodeEnv, port);
  if (demoProviderPort !== undefined) {
    const demo = parseStaffSignIn(
      {
        ...env,
        STAFF_OIDC_ISSUER: `http://localhost:${demoProviderPort}`,
        STAFF_OIDC_CLIENT_ID: DEMO_DESK_CLIENT.clientId,
        STAFF_OIDC_CLIENT_SECRET: DEMO_DESK_CLIENT.clientSecret,
        STAFF_OIDC_ROLE_MAP: DEMO_DESK_CLIENT.roleMap,
        DEMO_OIDC: "off",
      },
      nodeEnv,
      port,
    );
    return { ...demo, demoProviderPort };
  }
  const provider = parseOidcSettings(env, "STAFF_OIDC", nodeEnv);
  const local = env.STAFF_LOCAL_SIGN_IN || "on";
  if (local !== "on" && local !== "off") {
    throw new ConfigError(`STAFF_LOCAL_SIGN_IN must be on or off, got "${local}"`);
  }
  if (local === "off" && !provider) {
    throw new ConfigError("STAFF_LOCAL_SIGN_IN=off needs STAFF_OIDC_ISSUER: no one could sign in");
  }
  return {
    oidc: provider && {
      ...provider,
      rolesClaim: env.STAFF_OIDC_ROLES_CLAIM || "groups",
      roleMap: parseRoleMap(env.STAFF_OIDC_ROLE_MAP),
    },
    localSignIn: local === "on",
  };
}

function parseDemoProvider(env: Env, nodeEnv: string, port: number): number | undefined {
  const demo = env.DEMO_OIDC || "off";
  if (demo !== "on" && demo !== "off") {
    throw new ConfigError(`DEMO_OIDC must be on or off, got "${demo}"`);
  }
  if (demo === "off" || nodeEnv === "production" || env.STAFF_OIDC_ISSUER) return undefined;
  const value = env.DEMO_OIDC_PORT || String(port + 1);
  const demoPort = Number(value);
  if (!/^\d+$/.test(value) || demoPort < 1 || demoPort > 65535 || demoPort === port) {
    throw new ConfigError(`DEMO_OIDC_PORT must be a free port other than PORT, got "${value}"`);
  }
  return demoPort;
}

export function parseRoleMap(text: string | undefined): StaffOidcSettings["roleMap"] {
  if (!text?.trim()) {
    throw new ConfigError(
      "STAFF_OIDC_ROLE_MAP is required with STAFF_OIDC_ISSUER, e.g. registrar=desk-registrars;admin=desk-admins",
    );
  }
  return text
    .split(";")
    .filter((entry) => entry.trim())
    .map((entry) => {
      const at = entry.indexOf("=");
      const role = staffRoleSchema.safeParse(entry.slice(0, at).trim());
      const groups = entry
        .slice(at + 1)
        .split(",")
        .map((group) => group.trim())
        .filter(Boolean);
      if (at < 0 || !role.success || groups.length === 0) {
        throw new ConfigError(
          `STAFF_OIDC_ROLE_MAP: "${entry.trim()}" must be role=group[,group] with a role of ` +
            `${staffRoleSchema.options.join(", ")}`,
        );
      }
      return { role: role.data, groups };
    });
}

/** The desk role the provider's groups give, or undefined when none is mapped. */
export function roleFromClaims(
  settings: Pick<StaffOidcSettings, "rolesClaim" | "roleMap">,
  claims: Readonly<Record<string, unknown>>,
): StaffRoleName | undefined {
  const value = claims[settings.rolesClaim];
  const groups = new Set(
    (Array.isArray(value) ? value : [value]).filter((g): g is string => typeof g === "string"),
  );
  return settings.roleMap.find((entry) => entry.groups.some((group) => groups.has(group)))?.role;
}

/** The settings as they may be logged: the client secret masked. */
export function describeStaffSignIn(settings: StaffSignInSettings) {
  const { oidc, ...rest } = settings;
  return { ...rest, oidc: oidc && { ...oidc, clientSecret: "*****" } };
}
