// How staff may sign in, from the environment:
//   STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID, STAFF_OIDC_CLIENT_SECRET  the organisation's provider
//   STAFF_OIDC_ROLES_CLAIM  the ID token's claim listing the person's groups (default "groups")
//   STAFF_OIDC_ROLE_MAP     desk role = the provider's group(s), first match wins:
//                           "admin=desk-admins;registrar=desk-registrars,registry-team"
//   STAFF_LOCAL_SIGN_IN     on (default) | off: the desk's own password and authenticator, kept
//                           as break-glass for admins when a provider is set; off needs one
// With no STAFF_OIDC_ISSUER and the demo's provider running (DEMO_OIDC=on, oidc/demo-provider.ts),
// the desk signs in there, with the README's users.
import { type StaffRoleName, staffRoleSchema } from "@portal/contract";
import {
  DEMO_CLIENTS,
  demoIssuer,
  type OidcSettings,
  parseOidcSettings,
} from "../../oidc/index.ts";
import { ConfigError } from "../../portal-config/index.ts";

export interface StaffOidcSettings extends OidcSettings {
  rolesClaim: string;
  /** In the operator's order: the first role whose group the person is in is theirs. */
  roleMap: { role: StaffRoleName; groups: string[] }[];
}

export interface StaffSignInSettings {
  oidc: StaffOidcSettings | undefined;
  localSignIn: boolean;
}

type Env = Record<string, string | undefined>;

export function parseStaffSignIn(
  env: Env,
  nodeEnv: string,
  demoPort: number | undefined,
): StaffSignInSettings {
  if (demoPort !== undefined && !env.STAFF_OIDC_ISSUER) {
    const demo = DEMO_CLIENTS.desk;
    return parseStaffSignIn(
      {
        ...env,
        STAFF_OIDC_ISSUER: demoIssuer(demoPort),
        STAFF_OIDC_CLIENT_ID: demo.clientId,
        STAFF_OIDC_CLIENT_SECRET: demo.clientSecret,
        STAFF_OIDC_ROLE_MAP: demo.roleMap,
      },
      nodeEnv,
      undefined,
    );
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
