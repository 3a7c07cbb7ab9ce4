/**
 * Marks a test whose subject is the page in the browser (axe, the keyboard, a client-side
 * rule), not the service: its requests are ones the other journeys make on every project.
 * The two-instances project leaves these out (playwright.config.ts); the PGlite one runs them.
 */
export const browserOnly = { tag: "@browser-only" };
