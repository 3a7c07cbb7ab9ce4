import type { AuthResponse, PortalConfig } from "@portal/contract";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import type { RouteObject } from "react-router";
import { vi } from "vitest";
import { AppProviders } from "../app/app-providers.tsx";
import { routes as appRoutes } from "../app/routes.tsx";
import { sessionStarted } from "../lib/session-events.ts";
import { makeConfig } from "./factories.ts";
import { memoryRouter } from "./memory-router.tsx";
import { createTestStore } from "./test-store.ts";

type Answer = Response | (() => Response | Promise<Response>) | Promise<never>;

/**
 * Replaces fetch with a small fake service: each key "METHOD path" (path without query)
 * answers with a fresh Response. Anything else is a 404, so a stray call shows up.
 */
export function fakeService(answers: Record<string, Answer> = {}) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), "http://portal.test");
    const answer = answers[`${init?.method ?? "GET"} ${url.pathname}`];
    if (answer === undefined) return Response.json({ message: "No such route" }, { status: 404 });
    if (answer instanceof Response) return answer.clone();
    return typeof answer === "function" ? answer() : answer;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/**
 * An answer the fake service holds until the test releases it, to see what a screen shows
 * while it waits: `answer` goes in fakeService's table, `release` gives the latest call its
 * Response, and `asked` says whether the call has been made.
 */
export function heldAnswer() {
  let release: ((response: Response) => void) | undefined;
  return {
    answer: () =>
      new Promise<Response>((resolve) => {
        release = resolve;
      }),
    release(response: Response) {
      if (!release) throw new Error("the held call has not been made yet");
      release(response);
    },
    asked: () => release !== undefined,
  };
}

/** The calls the fake service got at `method path`, in order (a screen may make others too). */
export function callsTo(fetchMock: ReturnType<typeof fakeService>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? "GET") === method &&
      new URL(String(input), "http://portal.test").pathname === path,
  );
}

export interface RenderAppOptions {
  path?: string;
  config?: PortalConfig;
  /** Signs in before rendering, as a login answer would. */
  session?: AuthResponse;
  routes?: RouteObject[];
  /** Renders in StrictMode, which runs every effect twice (as the portal does in development). */
  strict?: boolean;
}

/** Renders the real route table with a real store, in a memory router. */
export async function renderApp(options: RenderAppOptions = {}) {
  const { store, rehydrated } = createTestStore(options.config ?? makeConfig());
  await rehydrated;
  if (options.session) store.dispatch(sessionStarted(options.session));
  const { element, router } = memoryRouter(options.routes ?? appRoutes, {
    initialEntries: [options.path ?? "/"],
  });
  const user = userEvent.setup();
  const providers = <AppProviders store={store}>{element}</AppProviders>;
  const view = render(options.strict ? <StrictMode>{providers}</StrictMode> : providers);
  const location = () => `${router.location.pathname}${router.location.search}`;
  return { ...view, store, router, user, location };
}
