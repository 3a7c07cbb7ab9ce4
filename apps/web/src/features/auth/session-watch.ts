import { inactivityTimeoutMs, SESSION_CHECK_TICK_MS, sessionMessages } from "@portal/contract";
import { useEffect, useEffectEvent } from "react";
import { useSelector } from "react-redux";
import { useConfig } from "../config/index.ts";
import { useErrorHandler, useExpireSession } from "../messages/index.ts";
import { checkSession } from "./auth-api.ts";
import { selectSessionId } from "./user-slice.ts";

/** How often the service is asked whether the session is still live, while the user is active. */
export const SERVER_SESSION_CHECK_MS = 60_000;

/** Any of these, anywhere in the page, is the user being active. */
const activityEvents = [
  "pointerdown",
  "pointermove",
  "keydown",
  "wheel",
  "touchstart",
  "scroll",
  "focus",
] as const;

/**
 * The session check of SPEC §4, while signed in:
 * - every second (SESSION_CHECK_TICK_MS) it compares the time since the user's last
 *   interaction with the inactivity time-out (config `timeout` × 1000, 10 s when absent or 0)
 *   and, past it, ends the session and opens the login screen saying why;
 * - it asks the service (GET session_check) when the tab comes back into view, and once a
 *   minute while the user is active, so an expiry on the service's side is noticed: its
 *   "Login required" answer ends the session through the general error handler (SPEC §8).
 *   Asking only while active keeps an idle tab from holding the service's session open.
 */
export function useSessionWatch(): void {
  const sessionId = useSelector(selectSessionId);
  const { timeout } = useConfig();
  const handleError = useErrorHandler();
  const expireSession = useExpireSession();

  const expire = useEffectEvent(() => expireSession(sessionMessages.inactivityExpired, "warning"));
  const reportError = useEffectEvent((error: unknown) => handleError(error));

  useEffect(() => {
    if (!sessionId) return;
    const limit = inactivityTimeoutMs(timeout);
    const controller = new AbortController();
    let lastActivity = Date.now();
    let lastServerCheck = lastActivity;
    let checking = false;

    const checkWithService = () => {
      if (checking) return;
      checking = true;
      lastServerCheck = Date.now();
      checkSession(sessionId, controller.signal)
        .catch(reportError)
        .finally(() => {
          checking = false;
        });
    };
    /** Past the time-out: ends the session and answers true. */
    const expiredAt = (now: number) => {
      if (now - lastActivity < limit) return false;
      stop();
      expire();
      return true;
    };
    // A tab the browser froze has not ticked: an interaction past the deadline ends the
    // session rather than reviving it.
    const touch = () => {
      const now = Date.now();
      if (!expiredAt(now)) lastActivity = now;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === "visible") checkWithService();
    };
    const tick = () => {
      const now = Date.now();
      if (expiredAt(now)) return;
      const checkDue = now - lastServerCheck >= SERVER_SESSION_CHECK_MS;
      if (checkDue && lastActivity > lastServerCheck) checkWithService();
    };

    const options = { capture: true, passive: true };
    for (const type of activityEvents) window.addEventListener(type, touch, options);
    window.addEventListener("focus", checkWithService);
    document.addEventListener("visibilitychange", onVisibilityChange);
    const timer = setInterval(tick, SESSION_CHECK_TICK_MS);
    function stop() {
      clearInterval(timer);
      for (const type of activityEvents) window.removeEventListener(type, touch, options);
      window.removeEventListener("focus", checkWithService);
      document.removeEventListener("visibilitychange", onVisibilityChange);
    }
    return () => {
      stop();
      controller.abort();
    };
  }, [sessionId, timeout]);
}

/** Runs the check while mounted (with the signed-in services); renders nothing. */
export function SessionWatch(): null {
  useSessionWatch();
  return null;
}
