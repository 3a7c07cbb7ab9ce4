// An OpenID provider's settings from the environment, under a prefix (STAFF_OIDC_, PORTAL_OIDC_):
// its issuer, from which everything else is discovered, and this service's client there.
import { ConfigError } from "../portal-config/index.ts";

export interface OidcSettings {
  /** The issuer's URL exactly as the provider names itself (its discovery document's `issuer`). */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

type Env = Record<string, string | undefined>;

/** The provider under `prefix`, or undefined when `{prefix}_ISSUER` is not set. */
export function parseOidcSettings(
  env: Env,
  prefix: string,
  nodeEnv: string,
): OidcSettings | undefined {
  const issuer = env[`${prefix}_ISSUER`];
  if (!issuer) return undefined;
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new ConfigError(`${prefix}_ISSUER must be an absolute URL, got "${issuer}"`);
  }
  // Plain http is for a provider on this machine (the demo's); a real one is reached over TLS.
  if (url.protocol !== "https:" && (nodeEnv === "production" || url.protocol !== "http:")) {
    throw new ConfigError(`${prefix}_ISSUER must be an https:// URL, got "${issuer}"`);
  }
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId) throw new ConfigError(`${prefix}_CLIENT_ID is required with ${prefix}_ISSUER`);
  if (!clientSecret) {
    throw new ConfigError(`${prefix}_CLIENT_SECRET is required with ${prefix}_ISSUER`);
  }
  return { issuer, clientId, clientSecret };
}
