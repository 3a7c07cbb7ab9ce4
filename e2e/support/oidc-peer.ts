// A real OpenID provider for the e2e suite (oidc-provider, the demo's: demo-idp/), as the
// organisation's: the service of an sso project signs its staff in here. Usage:
//   oidc-peer.ts <port> <the desk's callback URL>
import { createDemoIdp, serveDemoIdp } from "../../apps/registry/demo-idp/demo-idp.ts";
import { SSO_DESK_CLIENT, SSO_PASSWORD, SSO_USERS } from "./sso-users.ts";

const port = Number(process.argv[2]);
const deskCallback = process.argv[3];
if (!port || !deskCallback) throw new Error("usage: oidc-peer.ts <port> <desk callback URL>");

const options = { accounts: SSO_USERS, password: SSO_PASSWORD };
const provider = createDemoIdp({
  ...options,
  issuer: `http://127.0.0.1:${port}`,
  clients: [{ ...SSO_DESK_CLIENT, redirectUris: [deskCallback] }],
});
const { server } = await serveDemoIdp(provider, options, port);
const stop = () => server.close(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
