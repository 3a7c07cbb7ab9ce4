import { useCallback, useEffect, useEffectEvent } from "react";
import { useDispatch, useSelector } from "react-redux";
import { sessionStarted } from "../../lib/session-events.ts";
import { fetchUser, selectSessionId } from "../auth/index.ts";
import { useErrorHandler } from "../messages/index.ts";

/** Refetches the user (details and tiles) from the service; the dashboard slice updates. */
export function useRefreshUser(): (signal?: AbortSignal) => Promise<void> {
  const dispatch = useDispatch();
  const sessionId = useSelector(selectSessionId);
  const handleError = useErrorHandler();
  return useCallback(
    async (signal?: AbortSignal) => {
      if (!sessionId) return;
      try {
        dispatch(sessionStarted(await fetchUser(sessionId, signal)));
      } catch (error) {
        handleError(error);
      }
    },
    [dispatch, sessionId, handleError],
  );
}

/** Lists show what the service holds now: the user is refreshed on arrival. */
export function useRefreshOnArrival(): void {
  const refresh = useRefreshUser();
  const onArrival = useEffectEvent((signal: AbortSignal) => refresh(signal));
  useEffect(() => {
    const controller = new AbortController();
    onArrival(controller.signal);
    return () => controller.abort();
  }, []);
}
