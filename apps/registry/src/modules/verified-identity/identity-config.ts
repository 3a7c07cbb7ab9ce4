// The practitioners' verified-identity provider, from the environment:
//   PORTAL_OIDC_ISSUER, PORTAL_OIDC_CLIENT_ID, PORTAL_OIDC_CLIENT_SECRET  the provider (RealMe…)
//   PORTAL_OIDC_NAME   what the portal calls it: "Sign in with {name}" ("Verified ID")
// With no PORTAL_OIDC_ISSUER and the demo's provider running (DEMO_OIDC=on), "Demo ID" there.
import { DEFAULT_IDENTITY_PROVIDER_NAME } from "@portal/contract";
import { DEMO_CLIENTS, demoIssuer, type OidcSettings, parseOidcSettings } from "../oidc/index.ts";

export interface PortalIdentitySettings extends OidcSettings {
  name: string;
}

type Env = Record<string, string | undefined>;

export function parsePortalIdentity(
  env: Env,
  nodeEnv: string,
  demoPort: number | undefined,
): PortalIdentitySettings | undefined {
  if (demoPort !== undefined && !env.PORTAL_OIDC_ISSUER) {
    const demo = DEMO_CLIENTS.portal;
    return { issuer: demoIssuer(demoPort), ...demo };
  }
  const provider = parseOidcSettings(env, "PORTAL_OIDC", nodeEnv);
  return (
    provider && {
      ...provider,
      name: env.PORTAL_OIDC_NAME?.trim() || DEFAULT_IDENTITY_PROVIDER_NAME,
    }
  );
}
