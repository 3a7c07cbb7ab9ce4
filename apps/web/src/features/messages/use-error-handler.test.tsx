import { errorMessages, PERSIST_KEY_PREFIX } from "@portal/contract";
import { act, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { HttpError } from "../../lib/http-client.ts";
import { makeAuthResponse } from "../../test/factories.ts";
import { fakeService, renderApp } from "../../test/render-app.tsx";
import { addMessage } from "./messages-slice.ts";
import { useErrorHandler } from "./use-error-handler.ts";

const loginRequired = () =>
  new Response(`<html><body><p>${errorMessages.loginRequired}</p></body></html>`, {
    status: 401,
    headers: { "Content-Type": "text/html" },
  });

/** A screen that reports whatever error the test hands it. */
let report: (error: unknown) => void = () => undefined;
function Reporter() {
  report = useErrorHandler();
  return <p>Reporter</p>;
}

/** The app at /page, which shows `page` (holding the Reporter). */
const renderReporter = (page: ReactElement) =>
  renderApp({ path: "/page", routes: [{ path: "/page", element: page }] });

describe("general error handler", () => {
  it("clears the messages, shows one danger banner and scrolls to the content", async () => {
    const scroll = vi.spyOn(Element.prototype, "scrollIntoView");
    const app = await renderReporter(
      <main id="main-content">
        <Reporter />
      </main>,
    );
    act(() => {
      app.store.dispatch(
        addMessage({ message: "Saved", messageType: "success", renderedUrl: "/page" }),
      );
      report(new HttpError({ status: 500, statusText: "Server Error", contentType: "", body: "" }));
    });
    expect(app.store.getState().messages.map((m) => [m.message, m.messageType])).toEqual([
      ["Server Error", "danger"],
    ]);
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it("does not scroll while a modal is open", async () => {
    const scroll = vi.spyOn(Element.prototype, "scrollIntoView");
    await renderReporter(
      <main id="main-content">
        <Reporter />
        <div role="dialog" aria-modal="true" aria-label="Change your password" />
      </main>,
    );
    act(() => report(new Error("Broken")));
    expect(scroll).not.toHaveBeenCalled();
  });

  it("ends an expired session: resets, purges the stored copy and opens login", async () => {
    fakeService({ "GET /web_portal/api/v1/user": loginRequired });
    const app = await renderApp({ path: "/", session: makeAuthResponse() });
    await waitFor(() => expect(app.location()).toBe("/login?redirect=%2F"));
    const { user, dashboard } = app.store.getState();
    expect(user.sessionId).toBeNull();
    expect(user.details).toBeNull();
    expect(dashboard.tiles).toEqual([]);
    expect(await screen.findByRole("alert")).toHaveTextContent(errorMessages.loginRequired);
    await waitFor(() => {
      expect(localStorage.getItem(`${PERSIST_KEY_PREFIX}user`)).toBeNull();
      expect(localStorage.getItem(`${PERSIST_KEY_PREFIX}dashboard`)).toBeNull();
    });
  });

  it("ignores calls the screen abandoned", async () => {
    const app = await renderReporter(<Reporter />);
    act(() => report(new DOMException("Gone", "AbortError")));
    expect(app.store.getState().messages).toEqual([]);
  });
});
