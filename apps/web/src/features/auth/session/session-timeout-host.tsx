import { useEffect, useRef, useState } from "react";
import type { SessionTimeoutDialog } from "./session-timeout-dialog.tsx";
import { useSessionWatch } from "./session-watch.ts";

type Dialog = typeof SessionTimeoutDialog;

// The dialog (and react-bootstrap's Modal) is fetched when the warning first opens, so no
// route's first load carries it. Loaded by hand rather than with React.lazy: Suspense reveals
// content on a timer, which a page whose clock is paused (tests) would never let run.
const loadDialog = async (): Promise<Dialog> =>
  (await import("./session-timeout-dialog.tsx")).SessionTimeoutDialog;

/** Runs the session check while mounted (with the signed-in services), and its warning. */
export function SessionWatch() {
  const { expiresAt, staySignedIn, signOut } = useSessionWatch();
  const [Dialog, setDialog] = useState<Dialog | null>(null);
  const warned = expiresAt !== null;
  useEffect(() => {
    if (!warned || Dialog) return;
    let live = true;
    loadDialog().then(
      (loaded) => live && setDialog(() => loaded),
      // Offline: no warning, but the time-out itself still ends the session.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [warned, Dialog]);
  // Stays mounted after the first warning, so closing fades out and gives focus back.
  const lastExpiresAt = useRef<number | null>(null);
  if (expiresAt !== null) lastExpiresAt.current = expiresAt;
  if (!Dialog || lastExpiresAt.current === null) return null;
  return (
    <Dialog
      show={warned}
      expiresAt={lastExpiresAt.current}
      onStay={staySignedIn}
      onSignOut={signOut}
    />
  );
}
