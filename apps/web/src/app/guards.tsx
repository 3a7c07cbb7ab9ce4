import { useSelector } from "react-redux";
import { Navigate, Outlet, useLocation, useSearchParams } from "react-router";
import { selectSessionId } from "../features/auth/index.ts";
import { loginPathFor, safeRedirectPath } from "../lib/redirects.ts";

/** Screens for signed-in users: without a session id, log in first and come back here. */
export function RequireSignedIn() {
  const sessionId = useSelector(selectSessionId);
  const location = useLocation();
  if (!sessionId) return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}

/** Login, register and reset-password: a signed-in user goes on to the safe redirect. */
export function RequireSignedOut() {
  const sessionId = useSelector(selectSessionId);
  const [params] = useSearchParams();
  if (sessionId) return <Navigate to={safeRedirectPath(params.get("redirect"))} replace />;
  return <Outlet />;
}
