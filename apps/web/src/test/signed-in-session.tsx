import { act, screen, waitFor } from "@testing-library/react";
import { beforeAll, expect, vi } from "vitest";
import { SignedInServices } from "../features/auth/index.ts";
import { makeAuthResponse, makeConfig } from "./factories.ts";
import { fakeService, renderApp } from "./render-app.tsx";

export const session = makeAuthResponse({ odooSessionId: "s-5" });
export const sessionCheckPath = "GET /web_portal/api/v1/session_check";

export type FetchMock = ReturnType<typeof fakeService>;

/**
 * Loads the lazy modules a file's tests open (a dialog) once before
 * them: the first transform of a lazy module is slow on a busy machine, and would eat into the
 * time a test waits for what the user sees.
 */
export function loadLazyModulesFirst(...loaders: Array<() => Promise<unknown>>) {
  beforeAll(async () => {
    for (const load of loaders) await load();
  });
}

/**
 * Signed in on the dashboard with the session check running. Only the check's clock is fake
 * (setInterval and Date), so the screens still load in real time around it.
 */
export async function signedIn(timeout: number, answers: Parameters<typeof fakeService>[0] = {}) {
  // As boot.tsx does before the first render: loaded, the services never suspend. Left to
  // React.lazy, the first test of a file could see the reveal's DOM change before the
  // services' effect listened, and waitFor (its polling timer faked below) re-checks only on
  // DOM changes: in CI it gave up after 10 s on a check that takes 1 s alone.
  await SignedInServices.preload();
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
  const listen = vi.spyOn(document, "addEventListener");
  const fetchMock = fakeService({
    "GET /web_portal/api/v1/user": Response.json(session),
    [sessionCheckPath]: Response.json({ message: "Session is valid" }),
    ...answers,
  });
  const app = await renderApp({ path: "/", config: makeConfig({ timeout }), session });
  await screen.findByRole("heading", { name: "Dashboard" });
  // The check is loaded with the signed-in services; it runs once it listens to the page.
  await waitFor(() =>
    expect(listen).toHaveBeenCalledWith("visibilitychange", expect.any(Function)),
  );
  return { app, fetchMock };
}

export const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Lets the fake service's answers arrive (they take real macrotask turns). */
export const settle = (fetchMock: FetchMock) =>
  act(async () => {
    await Promise.allSettled(fetchMock.mock.results.map((result) => result.value));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

export const sessionChecks = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/session_check"));
