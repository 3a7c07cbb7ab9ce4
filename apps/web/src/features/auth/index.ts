import { preloadableLazy } from "../../lib/preloadable-lazy.tsx";

export { fetchUser } from "./auth-api.ts";
export {
  authSlice,
  resetPasswordEnded,
  resetPasswordStarted,
  selectAuth,
  setPasswordModalClosed,
  setPasswordModalOpened,
  validationEnded,
  validationStarted,
} from "./auth-slice.ts";
export {
  emptyUser,
  passwordResetDone,
  selectSessionId,
  selectUser,
  selectUserDetails,
  userSlice,
} from "./user-slice.ts";

/** The session check and the set-password modal; render it (in Suspense) while signed in. */
export const SignedInServices = preloadableLazy(
  async () => (await import("./signed-in-services.tsx")).default,
);

/** Route modules, loaded on demand so the shell stays small. */
export const lazyLoginScreen = async () => ({
  Component: (await import("./login-screen.tsx")).LoginScreen,
});
export const lazyLogoutScreen = async () => ({
  Component: (await import("./logout-screen.tsx")).LogoutScreen,
});
export const lazyResetPasswordScreen = async () => ({
  Component: (await import("./reset-password-screen.tsx")).ResetPasswordScreen,
});
export const lazyConfirmScreen = async () => ({
  Component: (await import("./confirm-screen.tsx")).ConfirmScreen,
});
export const lazySetPasswordRoute = async () => ({
  Component: (await import("./set-password-route.tsx")).SetPasswordRoute,
});
