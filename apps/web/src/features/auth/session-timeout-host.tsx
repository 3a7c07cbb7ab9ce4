import { lazy, Suspense, useRef } from "react";
import { useSessionWatch } from "./session-watch.ts";

// The dialog (and react-bootstrap's Modal) is fetched when the warning first opens, so no
// route's first load carries it.
const SessionTimeoutDialog = lazy(async () => ({
  default: (await import("./session-timeout-dialog.tsx")).SessionTimeoutDialog,
}));

/** Runs the session check while mounted (with the signed-in services), and its warning. */
export function SessionWatch() {
  const { expiresAt, staySignedIn, signOut } = useSessionWatch();
  // Stays mounted after the first warning, so closing fades out and gives focus back.
  const lastExpiresAt = useRef<number | null>(null);
  if (expiresAt !== null) lastExpiresAt.current = expiresAt;
  if (lastExpiresAt.current === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutDialog
        show={expiresAt !== null}
        expiresAt={lastExpiresAt.current}
        onStay={staySignedIn}
        onSignOut={signOut}
      />
    </Suspense>
  );
}
