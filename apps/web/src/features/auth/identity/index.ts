// What the rest of the portal uses of the verified-identity room: the login screen's button,
// the callback's hand-off, the link after a password sign-in, and an application's proof (the
// application's screen imports it from here, not through auth's index, which the shell loads).
export { ApplicationIdentity } from "./application-identity.tsx";
export { linkIdentity } from "./identity-api.ts";
export {
  IdentitySignInButton,
  LinkNotice,
  useIdentityHandoff,
  useIdentityProvider,
} from "./identity-sign-in.tsx";
