import { useEffect, useEffectEvent, useRef } from "react";

/**
 * Runs `action` once when the screen mounts, also where strict mode runs effects twice in
 * development: for a call the service must hear once a visit (a link spent, a form created,
 * a session ended, an authenticator secret issued). The action sees the render's values.
 */
export function useOncePerVisit(action: () => unknown): void {
  const started = useRef(false);
  const run = useEffectEvent(action);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, []);
}
