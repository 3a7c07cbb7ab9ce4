// What other modules use of the OpenID Connect relying party: the provider's settings, the
// flow's two halves, and the sign-ins under way between them.
export { DEMO_CLIENTS, demoIssuer, parseDemoOidc } from "./demo-provider.ts";
export {
  checksOf,
  createOidcLogins,
  OIDC_LOGIN_MS,
  type OidcAudience,
  type OidcLogins,
  oidcLoginCookie,
} from "./logins.ts";
export { type OidcSettings, parseOidcSettings } from "./oidc-settings.ts";
export {
  createRelyingParty,
  OidcError,
  type OidcFailure,
  type OidcIdentity,
  type RelyingParty,
  type RelyingPartyOptions,
} from "./relying-party.ts";
export { callbackUrlOf, startSignIn } from "./sign-in-steps.ts";
