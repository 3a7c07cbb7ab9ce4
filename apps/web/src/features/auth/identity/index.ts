// What the rest of the auth feature uses of the verified-identity room: the login screen's
// button, the callback's hand-off, and the link after a password sign-in.
export { linkIdentity } from "./identity-api.ts";
export {
  IdentitySignInButton,
  LinkNotice,
  useIdentityHandoff,
  useIdentityProvider,
} from "./identity-sign-in.tsx";
