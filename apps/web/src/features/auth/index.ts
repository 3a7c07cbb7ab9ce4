import { preloadableLazy } from "../../lib/preloadable-lazy.tsx";
import { routeModule } from "../../lib/route-module.ts";

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
export const lazyLoginScreen = routeModule(
  () => import("./sign-in/login-screen.tsx"),
  "LoginScreen",
);
export const lazyLogoutScreen = routeModule(
  () => import("./sign-in/logout-screen.tsx"),
  "LogoutScreen",
);
export const lazyResetPasswordScreen = routeModule(
  () => import("./password/reset-password-screen.tsx"),
  "ResetPasswordScreen",
);
export const lazyActivateScreen = routeModule(
  () => import("./password/activate-screen.tsx"),
  "ActivateScreen",
);
export const lazyConfirmScreen = routeModule(
  () => import("./sign-in/confirm-screen.tsx"),
  "ConfirmScreen",
);
export const lazySetPasswordRoute = routeModule(
  () => import("./password/set-password-route.tsx"),
  "SetPasswordRoute",
);
export const lazyAccountScreen = routeModule(
  () => import("./identity/account-screen.tsx"),
  "AccountScreen",
);
