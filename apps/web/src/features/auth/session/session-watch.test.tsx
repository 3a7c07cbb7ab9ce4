import {
  errorMessages,
  inactivityTimeoutMs,
  PERSIST_KEY_PREFIX,
  SESSION_HEADER,
  sessionMessages,
} from "@portal/contract";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  advance,
  sessionCheckPath,
  sessionChecks,
  settle,
  signedIn,
} from "../../../test/signed-in-session.tsx";
import { SERVER_SESSION_CHECK_MS } from "./session-timing.ts";

const loginRequired = () =>
  new Response(`<p>${errorMessages.loginRequired}</p>`, {
    status: 401,
    headers: { "Content-Type": "text/html" },
  });

describe("inactivity time-out", () => {
  it("is 10 s when the configuration has none, else the configured seconds", () => {
    expect(inactivityTimeoutMs(undefined)).toBe(10_000);
    expect(inactivityTimeoutMs(0)).toBe(10_000);
    expect(inactivityTimeoutMs(90)).toBe(90_000);
  });

  it("ends the session after exactly 10 s without activity when the timeout is 0", async () => {
    const { app } = await signedIn(0);
    advance(9_999);
    expect(app.store.getState().user.sessionId).toBe("s-5");
    advance(1);
    await waitFor(() => expect(app.location()).toBe("/login?redirect=%2F"));
    expect(app.store.getState().user).toMatchObject({ sessionId: null, details: null });
    expect(app.store.getState().dashboard.tiles).toEqual([]);
    expect(await screen.findByRole("status")).toHaveTextContent(sessionMessages.inactivityExpired);
    await waitFor(() => {
      expect(localStorage.getItem(`${PERSIST_KEY_PREFIX}user`)).toBeNull();
      expect(localStorage.getItem(`${PERSIST_KEY_PREFIX}dashboard`)).toBeNull();
    });
  });

  it("uses the configured timeout × 1000", async () => {
    const { app } = await signedIn(3);
    advance(2_999);
    expect(app.store.getState().user.sessionId).toBe("s-5");
    advance(1);
    await waitFor(() => expect(app.store.getState().user.sessionId).toBeNull());
  });

  it.each([
    ["a key press", () => fireEvent.keyDown(document.body, { key: "a" })],
    ["a pointer", () => fireEvent.pointerDown(document.body)],
    ["scrolling", () => fireEvent.scroll(window)],
    ["focus", () => fireEvent.focus(document.body)],
  ])("is postponed by %s", async (_name, interact) => {
    const { app } = await signedIn(0);
    advance(5_000);
    interact();
    advance(9_999);
    expect(app.store.getState().user.sessionId).toBe("s-5");
    advance(1);
    await waitFor(() => expect(app.store.getState().user.sessionId).toBeNull());
  });

  it("is not revived by an interaction after the deadline the clock missed", async () => {
    const { app } = await signedIn(0);
    // A frozen tab: time passes without a tick.
    vi.setSystemTime(Date.now() + 20_000);
    act(() => {
      fireEvent.keyDown(document.body, { key: "a" });
    });
    await waitFor(() => expect(app.store.getState().user.sessionId).toBeNull());
  });

  it("stops when the user logs out", async () => {
    const { app } = await signedIn(0, {
      "GET /web_portal/api/v1/logout": Response.json({ message: "Bye" }),
    });
    const unlisten = vi.spyOn(document, "removeEventListener");
    await app.router.navigate("/logout");
    await waitFor(() => expect(app.location()).toBe("/login"));
    expect(unlisten).toHaveBeenCalledWith("visibilitychange", expect.any(Function));
    // Nothing is left to expire: a long idle spell on the login screen changes nothing.
    advance(60_000);
    expect(app.location()).toBe("/login");
    expect(screen.queryByText(sessionMessages.inactivityExpired)).not.toBeInTheDocument();
  });
});

describe("checking with the service", () => {
  it("asks on coming back to the tab, and ends the session on 'Login required'", async () => {
    const { app, fetchMock } = await signedIn(600, { [sessionCheckPath]: loginRequired });
    fireEvent.focus(window);
    await waitFor(() => expect(app.location()).toBe("/login?redirect=%2F"));
    const [, init] = sessionChecks(fetchMock)[0] ?? [];
    expect(new Headers(init?.headers).get(SESSION_HEADER)).toBe("s-5");
    expect(app.store.getState().user.sessionId).toBeNull();
    expect(await screen.findByRole("alert")).toHaveTextContent(errorMessages.loginRequired);
  });

  it("asks once a minute while the user is active, never while idle", async () => {
    const { fetchMock } = await signedIn(600);
    advance(SERVER_SESSION_CHECK_MS);
    expect(sessionChecks(fetchMock)).toHaveLength(0);
    fireEvent.keyDown(document.body, { key: "a" });
    advance(1_000);
    expect(sessionChecks(fetchMock)).toHaveLength(1);
    await settle(fetchMock);
    advance(SERVER_SESSION_CHECK_MS * 3);
    expect(sessionChecks(fetchMock)).toHaveLength(1);
    fireEvent.pointerDown(document.body);
    advance(SERVER_SESSION_CHECK_MS);
    expect(sessionChecks(fetchMock)).toHaveLength(2);
  });
});
