import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { stopTestStores } from "./test-store.ts";

// findBy…/waitFor wait up to 1 s by default. In CI the unit files share 2 cores with the
// registry's PGlite and argon2: the first test of a file, which renders the signed-in app and
// its lazy services cold, has taken over 5 s there (0.6 s alone). They still return as soon as
// what they wait for is there; each test has 20 s (vitest.config.ts) to outlive this wait.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(async () => {
  cleanup();
  await stopTestStores();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom does not implement scrolling; the error handler and page changes scroll.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => undefined;
