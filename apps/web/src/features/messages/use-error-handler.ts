import { useCallback } from "react";
import { useDispatch } from "react-redux";
import { useLocation, useNavigate } from "react-router";
import { resolveError } from "../../lib/error-message.ts";
import { isAbortError } from "../../lib/http-client.ts";
import { loginPathFor } from "../../lib/redirects.ts";
import { scrollToContent } from "../../lib/scroll.ts";
import { sessionEnded } from "../../lib/session-events.ts";
import { addMessage, clearMessages } from "./messages-slice.ts";

/**
 * The general error handler of SPEC §8: replaces the messages with one danger banner and
 * brings it into view; "Login required" ends the session and opens the login screen.
 */
export function useErrorHandler(): (error: unknown) => void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    (error: unknown) => {
      // A screen that went away abandoned its call; there is no one to tell.
      if (isAbortError(error)) return;
      const { message, sessionExpired } = resolveError(error);
      dispatch(clearMessages());
      if (sessionExpired) {
        const loginPath = loginPathFor(location);
        dispatch(sessionEnded());
        dispatch(addMessage({ message, messageType: "danger", renderedUrl: loginPath }));
        navigate(loginPath, { replace: true });
        return;
      }
      const here = `${location.pathname}${location.search}`;
      dispatch(addMessage({ message, messageType: "danger", renderedUrl: here }));
      scrollToContent();
    },
    [dispatch, navigate, location],
  );
}
