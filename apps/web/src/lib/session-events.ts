import type { AuthResponse } from "@portal/contract";
import { createAction } from "@reduxjs/toolkit";

/**
 * Session events several slices react to (user, dashboard, auth). They live here, below the
 * features, so that no feature has to import another one's slice to hear about them.
 */

/** Login, validation or a user refresh answered: details, tiles and the session id. */
export const sessionStarted = createAction("session/started", (response: AuthResponse) => ({
  payload: { ...response, receivedAt: Date.now() },
}));

export interface SessionEnd {
  /**
   * The session ran out rather than being closed: the unsaved edits of form pages stay on this
   * device, so that signing in again brings the user back to them. A logout drops them.
   */
  keepUnsavedEdits?: boolean;
}

/** Logout finished or the session expired: user and dashboard go back to empty. */
export const sessionEnded = createAction("session/ended", (end: SessionEnd = {}) => ({
  payload: end,
}));
