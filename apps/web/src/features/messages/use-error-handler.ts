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
 * Session expiry (SPEC §4, §8): resets the session (the store purges its persisted copies but
 * the unsaved edits of form pages) and opens the login screen, which comes back here
 * afterwards, showing `message`.
 */
export function useExpireSession(): (message: string, messageType?: string) => void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (message: string, messageType = "danger") => {
      const loginPath = loginPathFor(location);
      dispatch(clearMessages());
      dispatch(sessionEnded({ keepUnsavedEdits: true }));
      dispatch(addMessage({ message, messageType, renderedUrl: loginPath }));
      navigate(loginPath, { replace: true });
    },
    [dispatch, navigate, location],
  );
}

export interface ErrorHandlerOptions {
  /**
   * Shows the message in the banner of this prefix (type `prefix:danger`), e.g. "modal" for
   * the banner inside an open dialog, instead of the page's banner.
   */
  banner?: string;
}

/**
 * The general error handler of SPEC §8: replaces the messages with one danger banner and
 * brings it into view; "Login required" ends the session and opens the login screen.
 */
export function useErrorHandler(): (error: unknown, options?: ErrorHandlerOptions) => void {
  const dispatch = useDispatch();
  const location = useLocation();
  const expireSession = useExpireSession();

  return useCallback(
    (error: unknown, options: ErrorHandlerOptions = {}) => {
      // A screen that went away abandoned its call; there is no one to tell.
      if (isAbortError(error)) return;
      const { message, sessionExpired } = resolveError(error);
      if (sessionExpired) {
        expireSession(message);
        return;
      }
      dispatch(clearMessages());
      const here = `${location.pathname}${location.search}`;
      const messageType = options.banner ? `${options.banner}:danger` : "danger";
      dispatch(addMessage({ message, messageType, renderedUrl: here }));
      scrollToContent();
    },
    [dispatch, location, expireSession],
  );
}
