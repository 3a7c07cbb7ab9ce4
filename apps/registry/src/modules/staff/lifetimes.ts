// How long the desk's secrets live: every lifetime of modules/staff in one place. Shorter than
// the portal's (ASVS 7.3 for administrative interfaces): a desk left alone signs itself out.

/** A staff session ends after this long without a request. */
export const STAFF_SESSION_IDLE_MS = 15 * 60_000;
/** However active, a staff session ends this long after its second factor passed. */
export const STAFF_SESSION_ABSOLUTE_MS = 8 * 60 * 60_000;
/** Between the password and the second factor (or enrolment): then sign in again. */
export const STAFF_PENDING_SESSION_MS = 10 * 60_000;
/**
 * The one-time link that sets a password (`npm run staff:add`): whoever holds it sets the
 * password and enrols the authenticator, so it lives as long as the portal's e-mailed links;
 * a late one is replaced with `staff:add --reset`.
 */
export const STAFF_PASSWORD_LINK_TTL_MS = 60 * 60_000;
/** How stale `last_seen_at` may get before a request writes it again (as sessions does). */
export const STAFF_LAST_SEEN_REFRESH_MS = 30_000;
