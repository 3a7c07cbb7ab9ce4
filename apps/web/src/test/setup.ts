import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { stopTestStores } from "./test-store.ts";

// findBy…/waitFor wait up to 1 s by default: on a 2-core machine running the e2e services or
// another suite, a lazy screen plus a few fetches can take longer (seen in CI). They still
// return as soon as what they wait for is there.
configure({ asyncUtilTimeout: 5_000 });

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
