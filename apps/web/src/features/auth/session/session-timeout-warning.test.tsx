import { SESSION_HEADER } from "@portal/contract";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  advance,
  type FetchMock,
  loadLazyModulesFirst,
  sessionChecks,
  settle,
  signedIn,
} from "../../../test/signed-in-session.tsx";
import { timeLeftText, warnAfterMs } from "./session-timing.ts";
import { sharedActivityKey } from "./shared-activity.ts";

loadLazyModulesFirst(() => import("./session-timeout-dialog.tsx"));

const title = "You are about to be signed out";
const warning = () => screen.queryByRole("dialog", { name: title });
const findWarning = () => screen.findByRole("dialog", { name: title });
const visibleTimeLeft = () => warning()?.querySelector("strong")?.textContent;
const warningClosed = () => waitFor(() => expect(warning()).toBeNull());

/** Another tab of the portal on this device records activity at `at`. */
function activityInAnotherTab(at: number) {
  act(() => {
    localStorage.setItem(sharedActivityKey, String(at));
    window.dispatchEvent(
      new StorageEvent("storage", { key: sharedActivityKey, newValue: String(at) }),
    );
  });
}

describe("when the warning opens", () => {
  it("is 2 minutes before the time-out, or at 80 % of it when that is shorter", () => {
    expect(warnAfterMs(1_800_000)).toBe(1_680_000);
    expect(warnAfterMs(600_000)).toBe(480_000);
    expect(warnAfterMs(60_000)).toBe(48_000);
  });

  it("opens 2 minutes before a 30-minute time-out, saying so, with the focus on staying", async () => {
    await signedIn(1800);
    advance(1_679_000);
    expect(warning()).toBeNull();
    advance(1_000);
    const dialog = await findWarning();
    expect(dialog).toHaveAccessibleDescription(
      "We will sign you out in 2 minutes to keep your information secure.",
    );
    expect(visibleTimeLeft()).toBe("2 minutes");
    // vi.waitFor polls on the real clock: nothing in the DOM changes when the focus moves.
    await vi.waitFor(() =>
      expect(screen.getByRole("button", { name: "Stay signed in" })).toHaveFocus(),
    );
    advance(30_000);
    expect(visibleTimeLeft()).toBe("1 minute 30 seconds");
  });

  it("opens after 48 s of a 60-second time-out and counts down every second", async () => {
    await signedIn(60);
    advance(47_000);
    expect(warning()).toBeNull();
    advance(1_000);
    await findWarning();
    expect(visibleTimeLeft()).toBe("12 seconds");
    advance(1_000);
    expect(visibleTimeLeft()).toBe("11 seconds");
  });

  it("tells screen readers the time left every 15 s, not every second", async () => {
    await signedIn(1800);
    advance(1_680_000);
    await findWarning();
    const spoken = () => document.querySelector("[aria-live='polite']")?.textContent;
    expect(spoken()).toBe("2 minutes");
    advance(14_000);
    expect(visibleTimeLeft()).toBe("1 minute 46 seconds");
    expect(spoken()).toBe("2 minutes");
    advance(1_000);
    expect(spoken()).toBe("1 minute 45 seconds");
  });
});

describe("the time left in words", () => {
  it.each([
    [120_000, "2 minutes"],
    [90_000, "1 minute 30 seconds"],
    [61_000, "1 minute 1 second"],
    [45_000, "45 seconds"],
    [1_000, "1 second"],
    [400, "1 second"],
    [0, "0 seconds"],
  ])("%i ms is %s", (ms, text) => {
    expect(timeLeftText(ms)).toBe(text);
  });
});

describe("answering the warning", () => {
  async function warned(timeout = 60) {
    const signedInApp = await signedIn(timeout);
    advance(48_000);
    await findWarning();
    return signedInApp;
  }
  const checkedWithService = (fetchMock: FetchMock) => {
    const checks = sessionChecks(fetchMock);
    expect(checks).toHaveLength(1);
    expect(new Headers(checks[0]?.[1]?.headers).get(SESSION_HEADER)).toBe("s-5");
  };

  it("Stay signed in asks the service and starts the time-out again", async () => {
    const { app, fetchMock } = await warned();
    fireEvent.click(screen.getByRole("button", { name: "Stay signed in" }));
    checkedWithService(fetchMock);
    await settle(fetchMock);
    await warningClosed();
    advance(47_000);
    expect(warning()).toBeNull();
    advance(12_000);
    expect(app.store.getState().user.sessionId).toBe("s-5");
    advance(1_000);
    await waitFor(() => expect(app.store.getState().user.sessionId).toBeNull());
  });

  it("Escape is Stay signed in", async () => {
    const { app, fetchMock } = await warned();
    // vi.waitFor polls on the real clock: nothing in the DOM changes when the focus moves.
    await vi.waitFor(() =>
      expect(screen.getByRole("button", { name: "Stay signed in" })).toHaveFocus(),
    );
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape", code: "Escape" });
    checkedWithService(fetchMock);
    await settle(fetchMock);
    await warningClosed();
    advance(20_000);
    expect(app.store.getState().user.sessionId).toBe("s-5");
  });

  it("keeps the focus on its two buttons when tabbing either way", async () => {
    await warned();
    const stay = screen.getByRole("button", { name: "Stay signed in" });
    const signOut = screen.getByRole("button", { name: "Sign out" });
    await vi.waitFor(() => expect(stay).toHaveFocus());
    const user = userEvent.setup({ delay: null });
    await user.tab();
    expect(signOut).toHaveFocus();
    await user.tab();
    expect(stay).toHaveFocus();
    await user.tab({ shift: true });
    expect(signOut).toHaveFocus();
    await user.tab({ shift: true });
    expect(stay).toHaveFocus();
  });

  it("is not answered by moving the mouse: the session still ends on time", async () => {
    const { app } = await warned();
    fireEvent.pointerMove(document.body);
    fireEvent.keyDown(document.body, { key: "a" });
    advance(11_000);
    expect(warning()).not.toBeNull();
    advance(1_000);
    await waitFor(() => expect(app.location()).toBe("/login?redirect=%2F"));
    await warningClosed();
  });

  it("Sign out logs out", async () => {
    const { app } = await signedIn(60, {
      "GET /web_portal/api/v1/logout": Response.json({ message: "Bye" }),
    });
    advance(48_000);
    await findWarning();
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(app.location()).toBe("/login"));
    expect(app.store.getState().user.sessionId).toBeNull();
    expect(await screen.findByText("Bye")).toBeInTheDocument();
  });
});

describe("several tabs", () => {
  it("activity in another tab postpones the warning and the time-out", async () => {
    const { app } = await signedIn(60);
    advance(40_000);
    activityInAnotherTab(Date.now());
    advance(47_000);
    expect(warning()).toBeNull();
    advance(1_000);
    await findWarning();
    expect(app.store.getState().user.sessionId).toBe("s-5");
  });

  it("activity in another tab closes an open warning", async () => {
    const { app } = await signedIn(60);
    advance(50_000);
    await findWarning();
    activityInAnotherTab(Date.now());
    await warningClosed();
    advance(20_000);
    expect(app.store.getState().user.sessionId).toBe("s-5");
  });

  it("shares this tab's activity with the others, at most once a tick", async () => {
    await signedIn(60);
    advance(5_000);
    fireEvent.keyDown(document.body, { key: "a" });
    const typedAt = Date.now();
    expect(localStorage.getItem(sharedActivityKey)).not.toBe(String(typedAt));
    advance(1_000);
    expect(localStorage.getItem(sharedActivityKey)).toBe(String(typedAt));
  });
});
