import { inactivityTimeoutMs, SESSION_CHECK_TICK_MS, sessionMessages } from "@portal/contract";
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { useSelector } from "react-redux";
import { useNavigate } from "react-router";
import { useConfig } from "../../config/index.ts";
import { useErrorHandler, useExpireSession } from "../../messages/index.ts";
import { checkSession } from "../auth-api.ts";
import { selectSessionId } from "../user-slice.ts";
import { serverCheckEveryMs, warnAfterMs } from "./session-timing.ts";
import { activityFrom, shareActivity } from "./shared-activity.ts";

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

export interface SessionWatch {
  /** When the session ends unless the user stays: set while the warning is due, else null. */
  expiresAt: number | null;
  /** Counts as activity here and on the service, and closes the warning. */
  staySignedIn(): void;
  signOut(): void;
}

/**
 * The session check of SPEC §4, while signed in:
 * - every second (SESSION_CHECK_TICK_MS) it compares the time since the user's last
 *   interaction (in any tab of the portal) with the inactivity time-out (config `timeout`
 *   × 1000, 10 s when absent or 0) and, past it, ends the session and opens the login screen
 *   saying why; shortly before (`warnAfterMs`) it asks for the warning, which only the
 *   user's answer (or activity in another tab) closes – moving the mouse does not;
 * - it asks the service (GET session_check) when the tab comes back into view, and regularly
 *   while the user is active, so an expiry on the service's side is noticed: its
 *   "Login required" answer ends the session through the general error handler (SPEC §8).
 *   Asking only while active keeps an idle tab from holding the service's session open.
 */
export function useSessionWatch(): SessionWatch {
  const sessionId = useSelector(selectSessionId);
  const { timeout } = useConfig();
  const handleError = useErrorHandler();
  const expireSession = useExpireSession();
  const navigate = useNavigate();
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const stay = useRef<() => void>(() => undefined);

  const expire = useEffectEvent(() => expireSession(sessionMessages.inactivityExpired, "warning"));
  const reportError = useEffectEvent((error: unknown) => handleError(error));

  useEffect(() => {
    if (!sessionId) return;
    const limit = inactivityTimeoutMs(timeout);
    const warnAfter = warnAfterMs(limit);
    const checkEvery = serverCheckEveryMs(limit);
    const controller = new AbortController();
    let lastActivity = Date.now();
    let lastShared = 0;
    let lastServerCheck = lastActivity;
    let checking = false;
    let warning = false;

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
    const setWarning = (on: boolean) => {
      if (on === warning) return;
      warning = on;
      setExpiresAt(on ? lastActivity + limit : null);
    };
    /** Past the time-out: ends the session and answers true. */
    const expiredAt = (now: number) => {
      if (now - lastActivity < limit) return false;
      stop();
      expire();
      return true;
    };
    // A tab the browser froze has not ticked: an interaction past the deadline ends the
    // session rather than reviving it. While the warning is open only its answer counts.
    const touch = () => {
      const now = Date.now();
      if (!expiredAt(now) && !warning) lastActivity = now;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === "visible") checkWithService();
    };
    const onStorage = (event: StorageEvent) => {
      const at = activityFrom(event);
      if (at === undefined || at <= lastActivity) return;
      lastActivity = at;
      lastShared = at;
      setWarning(false);
    };
    const tick = () => {
      const now = Date.now();
      if (expiredAt(now)) return;
      if (now - lastActivity >= warnAfter) setWarning(true);
      if (lastActivity > lastShared) {
        lastShared = lastActivity;
        shareActivity(lastActivity);
      }
      const checkDue = now - lastServerCheck >= checkEvery;
      if (checkDue && lastActivity > lastServerCheck) checkWithService();
    };
    stay.current = () => {
      const now = Date.now();
      if (expiredAt(now)) return;
      lastActivity = now;
      lastShared = now;
      shareActivity(now);
      setWarning(false);
      // Asked even when a check is under way: that one may have started before the warning.
      checking = false;
      checkWithService();
    };

    const options = { capture: true, passive: true };
    for (const type of activityEvents) window.addEventListener(type, touch, options);
    window.addEventListener("focus", checkWithService);
    window.addEventListener("storage", onStorage);
    document.addEventListener("visibilitychange", onVisibilityChange);
    const timer = setInterval(tick, SESSION_CHECK_TICK_MS);
    function stop() {
      clearInterval(timer);
      for (const type of activityEvents) window.removeEventListener(type, touch, options);
      window.removeEventListener("focus", checkWithService);
      window.removeEventListener("storage", onStorage);
      document.removeEventListener("visibilitychange", onVisibilityChange);
      stay.current = () => undefined;
      setWarning(false);
    }
    return () => {
      stop();
      controller.abort();
    };
  }, [sessionId, timeout]);

  const staySignedIn = useCallback(() => stay.current(), []);
  const signOut = useCallback(() => navigate("/logout"), [navigate]);
  return { expiresAt, staySignedIn, signOut };
}
