import { lazy, Suspense, useRef } from "react";
import { useSelector } from "react-redux";
import { selectAuth } from "../auth-slice.ts";
import { selectSessionId } from "../user-slice.ts";

// react-bootstrap's Modal is fetched the first time the dialog opens, never with the shell.
const SetPasswordModal = lazy(async () => ({
  default: (await import("./set-password-modal.tsx")).SetPasswordModal,
}));

/** Mounted in the layout: the set-password modal, once it has been opened (SPEC §2, §4). */
export function SetPasswordHost() {
  const signedIn = Boolean(useSelector(selectSessionId));
  const show = useSelector(selectAuth).showSetPasswordModal && signedIn;
  // Stays mounted after the first opening, so closing can fade out and give focus back.
  const opened = useRef(false);
  if (show) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <SetPasswordModal show={show} />
    </Suspense>
  );
}
