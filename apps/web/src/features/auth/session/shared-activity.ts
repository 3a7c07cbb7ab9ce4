/**
 * The last activity of the user, shared by every tab of the portal on this device: working in
 * one tab keeps the others signed in (and closes their time-out warning). localStorage, so the
 * other tabs hear it as a `storage` event; written at most once a tick, never per keystroke.
 */
const ACTIVITY_KEY = "portal:lastActivity";

export function shareActivity(at: number): void {
  try {
    localStorage.setItem(ACTIVITY_KEY, String(at));
  } catch {
    // Storage full or refused: each tab then times out on its own activity only.
  }
}

/** Another tab's last activity, from a `storage` event; undefined for any other key. */
export function activityFrom(event: StorageEvent): number | undefined {
  if (event.key !== ACTIVITY_KEY || !event.newValue) return undefined;
  const at = Number(event.newValue);
  return Number.isFinite(at) ? at : undefined;
}

/** For tests: the key another tab writes. */
export const sharedActivityKey = ACTIVITY_KEY;
