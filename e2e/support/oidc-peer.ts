// A real OpenID provider for the e2e suite (oidc-provider, the demo's: demo-idp/), as the
// organisation's and as the practitioners' verified identity: the service of an sso project
// signs its staff and its practitioners in here. Usage:
//   oidc-peer.ts <port> <the service's PUBLIC_URL>

import { deskSsoPaths, identityPaths } from "@portal/contract";
import { createDemoIdp, serveDemoIdp } from "../../apps/registry/demo-idp/demo-idp.ts";
import { SSO_DESK_CLIENT, SSO_PASSWORD, SSO_PORTAL_CLIENT, SSO_USERS } from "./sso-users.ts";

const port = Number(process.argv[2]);
const publicUrl = process.argv[3];
if (!port || !publicUrl) throw new Error("usage: oidc-peer.ts <port> <the service's PUBLIC_URL>");

const options = { accounts: SSO_USERS, password: SSO_PASSWORD };
const provider = createDemoIdp({
  ...options,
  issuer: `http://127.0.0.1:${port}`,
  clients: [
    { ...SSO_DESK_CLIENT, redirectUris: [`${publicUrl}${deskSsoPaths.callback}`] },
    { ...SSO_PORTAL_CLIENT, redirectUris: [`${publicUrl}${identityPaths.callback}`] },
  ],
});
const { server } = await serveDemoIdp(provider, options, port);
const stop = () => server.close(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
