import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { stopTestStores } from "./test-store.ts";

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
