// The demo's organisation provider as `npm start` runs it (DEMO_OIDC=on, never in production):
// the desk's "Sign in with your organisation" works on a fresh start, with these users.
import type { Server } from "node:http";
import { deskSsoPaths, identityPaths } from "@portal/contract";
import { DEMO_CLIENTS, demoIssuer } from "../src/modules/oidc/index.ts";
import { createDemoIdp, type DemoIdpAccount, serveDemoIdp } from "./demo-idp.ts";

/** Every demo user's password at the demo provider (the README lists them). */
export const DEMO_IDP_PASSWORD = "demo-organisation";

export const DEMO_IDP_USERS: DemoIdpAccount[] = [
  {
    sub: "demo-ana",
    email: "ana.registrar@council.example",
    name: "Ana Registrar",
    groups: ["desk-registrars"],
  },
  {
    sub: "demo-tui",
    email: "tui.admin@council.example",
    name: "Tui Admin",
    groups: ["desk-admins"],
  },
  {
    sub: "demo-rawiri",
    email: "rawiri.investigator@council.example",
    name: "Rawiri Investigator",
    groups: ["desk-investigators"],
  },
  {
    sub: "demo-sam",
    email: "sam.finance@council.example",
    name: "Sam Finance",
    groups: ["finance"],
  },
  // The demo practitioner's verified identity, linked once she signs in with her password.
  { sub: "demo-aroha", email: "aroha.ngata@id.example", name: "Aroha Ngata", groups: [] },
];

export async function startDemoProvider(options: {
  port: number;
  host: string;
  publicUrl: string;
}): Promise<{ issuer: string; close(): Promise<void> }> {
  const issuer = demoIssuer(options.port);
  const base = options.publicUrl.replace(/\/$/, "");
  const provider = createDemoIdp({
    issuer,
    clients: [
      { ...DEMO_CLIENTS.desk, redirectUris: [`${base}${deskSsoPaths.callback}`] },
      { ...DEMO_CLIENTS.portal, redirectUris: [`${base}${identityPaths.callback}`] },
    ],
    accounts: DEMO_IDP_USERS,
    password: DEMO_IDP_PASSWORD,
  });
  const { server } = await serveDemoIdp(
    provider,
    { accounts: DEMO_IDP_USERS, password: DEMO_IDP_PASSWORD },
    options.port,
    options.host,
  );
  return { issuer, close: () => closeServer(server) };
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/** What the start prints: where the demo provider is and who signs in there. */
export function demoProviderNotice(issuer: string): string {
  const users = DEMO_IDP_USERS.map((user) => `  ${user.email} (${user.groups.join(", ")})`);
  return (
    `\nThe demo organisation's sign-in (DEMO_OIDC=on, never in production) at ${issuer}:\n` +
    `${users.join("\n")}\n  password: ${DEMO_IDP_PASSWORD}. "Sign in with your organisation" on ` +
    "the desk (a user in no desk group is refused); aroha.ngata@id.example is the demo " +
    `practitioner's "${DEMO_CLIENTS.portal.name}" at the portal's login.\n\n"`
  );
}
