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

/** Route modules, loaded on demand so the shell stays small. */
export const lazyLoginScreen = async () => ({
  Component: (await import("./login-screen.tsx")).LoginScreen,
});
export const lazyLogoutScreen = async () => ({
  Component: (await import("./logout-screen.tsx")).LogoutScreen,
});
