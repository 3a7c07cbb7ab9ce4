/** Business constants and limits of SPEC §9. */
export const timeouts = {
  /** Default response / overall time-out (also load and validate). */
  defaultResponseMs: 60_000,
  defaultOverallMs: 90_000,
  /** Form save and document-render submit. */
  saveResponseMs: 120_000,
  saveOverallMs: 240_000,
} as const;

export const SESSION_CHECK_TICK_MS = 1_000;
/** Inactivity time-out when the configuration has none (or 0). */
export const DEFAULT_INACTIVITY_TIMEOUT_MS = 10_000;
export const CAPTCHA_RENDER_RETRY_MS = 500;
export const REPEATING_GROUP_MIN_ROWS = 1;
export const REPEATING_GROUP_MAX_ROWS = 999;
export const DROPDOWN_PAGE_SIZE = 5;
export const BREADCRUMBS_MIN_SHOWN = 2;
export const SEARCH_PAGE_SIZE = 20;
export const PAGINATION_WINDOW = 10;
export const SCROLL_ANIMATION_MS = 400;
export const TOOLTIP_SETUP_DELAY_MS = 500;
export const ROUTE_COMPILE_CACHE_CAP = 10_000;
/** Session header of SPEC §6. */
export const SESSION_HEADER = "Odoo-Session-Id";
/** Key prefix of persisted client state (SPEC §3). */
export const PERSIST_KEY_PREFIX = "reduxPersist:";

/** Inactivity time-out in ms for a configured timeout in seconds (SPEC §4). */
export function inactivityTimeoutMs(timeoutSeconds: number | undefined | null): number {
  return timeoutSeconds ? timeoutSeconds * 1000 : DEFAULT_INACTIVITY_TIMEOUT_MS;
}
/** The largest value of the service's integer id columns: a larger id names nothing. */
export const MAX_ROW_ID = 2_147_483_647;
