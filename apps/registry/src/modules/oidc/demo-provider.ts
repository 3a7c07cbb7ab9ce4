// The demo's OpenID provider (apps/registry/demo-idp/), which `npm start` runs with DEMO_OIDC=on:
//   DEMO_OIDC       on | off (default; `npm start` sets on); ignored when NODE_ENV=production
//   DEMO_OIDC_PORT  where it listens (PORT + 1)
// The desk's sign-in and the practitioners' verified identity each use it unless their own
// provider is configured (STAFF_OIDC_ISSUER, PORTAL_OIDC_ISSUER).
import { ConfigError } from "../portal-config/index.ts";

type Env = Record<string, string | undefined>;

/** Its clients: the desk's (with the demo's groups) and the portal's. Demo secrets only. */
export const DEMO_CLIENTS = {
  desk: {
    clientId: "portal-desk-demo",
    clientSecret: "demo-only-desk-client-secret-never-in-production",
    roleMap: "admin=desk-admins;registrar=desk-registrars;investigator=desk-investigators",
  },
  portal: {
    clientId: "portal-identity-demo",
    clientSecret: "demo-only-portal-client-secret-never-in-production",
    name: "Demo ID",
  },
} as const;

export const demoIssuer = (port: number) => `http://localhost:${port}`;

/** The demo provider's port when DEMO_OIDC=on outside production; undefined otherwise. */
export function parseDemoOidc(env: Env, nodeEnv: string, port: number): number | undefined {
  const demo = env.DEMO_OIDC || "off";
  if (demo !== "on" && demo !== "off") {
    throw new ConfigError(`DEMO_OIDC must be on or off, got "${demo}"`);
  }
  if (demo === "off" || nodeEnv === "production") return undefined;
  const value = env.DEMO_OIDC_PORT || String(port + 1);
  const demoPort = Number(value);
  if (!/^\d+$/.test(value) || demoPort < 1 || demoPort > 65535 || demoPort === port) {
    throw new ConfigError(`DEMO_OIDC_PORT must be a free port other than PORT, got "${value}"`);
  }
  return demoPort;
}
