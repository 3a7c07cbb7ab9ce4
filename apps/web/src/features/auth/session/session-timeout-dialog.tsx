import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Dialog } from "../../../components/dialog.tsx";
import { timeLeftText } from "./session-timing.ts";

/** How often screen readers hear the time left: the visible count changes every second. */
const ANNOUNCE_EVERY_MS = 15_000;

interface Props {
  show: boolean;
  /** When the session ends (epoch ms). */
  expiresAt: number;
  onStay(): void;
  onSignOut(): void;
}

/**
 * The time left, counted down every second: the eye sees each second, screen readers hear it
 * every 15 s only, so they are not interrupted each second. Its own component, so the tick
 * re-renders these words and not the dialog around them; it mounts with each opening (the
 * Modal drops its content once closed), so each opening is announced afresh.
 */
function TimeLeft({ expiresAt }: { expiresAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, expiresAt - now);
  const announced = useRef<{ at: number; text: string } | null>(null);
  const spoken = announced.current;
  if (!spoken || spoken.at - left >= ANNOUNCE_EVERY_MS || left > spoken.at) {
    announced.current = { at: left, text: timeLeftText(left) };
  }
  return (
    <>
      <strong aria-hidden="true">{timeLeftText(left)}</strong>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announced.current?.text}
      </span>
    </>
  );
}

/**
 * The inactivity warning: a modal dialog that takes the focus and keeps it, says how long is
 * left and offers to stay signed in (the default, and Escape) or to sign out.
 */
export function SessionTimeoutDialog({ show, expiresAt, onStay, onSignOut }: Props) {
  const stayButton = useRef<HTMLButtonElement>(null);
  const signOutButton = useRef<HTMLButtonElement>(null);
  // Tab past the last button would leave for the browser's own controls, where the Modal's
  // focus trap cannot follow: Tab and Shift+Tab go from one of the two buttons to the other.
  const keepFocusInside = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    event.preventDefault();
    const onStay = document.activeElement === stayButton.current;
    (onStay ? signOutButton : stayButton).current?.focus();
  };
  return (
    <Dialog
      show={show}
      onHide={onStay}
      onEntered={() => stayButton.current?.focus()}
      backdrop="static"
      onKeyDown={keepFocusInside}
      titleId="session-timeout-title"
      title="You are about to be signed out"
      aria-describedby="session-timeout-text"
      footer={
        <>
          <button
            type="button"
            className="btn btn-link me-auto"
            ref={signOutButton}
            onClick={onSignOut}
          >
            Sign out
          </button>
          <button type="button" className="btn btn-primary" ref={stayButton} onClick={onStay}>
            Stay signed in
          </button>
        </>
      }
    >
      <p id="session-timeout-text">
        We will sign you out in <TimeLeft expiresAt={expiresAt} /> to keep your information secure.
      </p>
      <p className="mb-0">
        Anything you have not saved on this page is kept on this device: sign in again to carry on
        where you left off.
      </p>
    </Dialog>
  );
}
