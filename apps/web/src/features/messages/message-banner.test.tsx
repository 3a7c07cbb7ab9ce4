import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeAuthResponse } from "../../test/factories.ts";
import { fakeService, renderApp } from "../../test/render-app.tsx";
import { MessageBanner } from "./message-banner.tsx";
import { addMessage, type MessageInput } from "./messages-slice.ts";

const message = (text: string, extra: Partial<MessageInput> = {}): MessageInput => ({
  message: text,
  messageType: "info",
  renderedUrl: "/login",
  ...extra,
});

describe("message banner", () => {
  it("shows danger as an alert and other types as a status", async () => {
    const app = await renderApp({ path: "/login" });
    await screen.findByRole("button", { name: "Log in" });
    act(() => {
      app.store.dispatch(addMessage(message("It broke", { messageType: "danger" })));
      app.store.dispatch(addMessage(message("It worked", { messageType: "success" })));
    });
    expect(screen.getByRole("alert")).toHaveTextContent("It broke");
    expect(screen.getByRole("alert")).toHaveClass("alert-danger");
    expect(screen.getByText("It worked")).toHaveAttribute("role", "status");
  });

  it("is dismissible by keyboard", async () => {
    const app = await renderApp({ path: "/login" });
    await screen.findByRole("button", { name: "Log in" });
    act(() => {
      app.store.dispatch(addMessage(message("Read me", { messageType: "warning" })));
    });
    const dismiss = screen.getByRole("button", { name: "Dismiss message" });
    dismiss.focus();
    await app.user.keyboard("{Enter}");
    expect(screen.queryByText("Read me")).not.toBeInTheDocument();
    expect(app.store.getState().messages).toEqual([]);
  });

  it("dismisses itself after the time the caller set", async () => {
    const app = await renderApp({ path: "/login" });
    await screen.findByRole("button", { name: "Log in" });
    vi.useFakeTimers();
    act(() => {
      app.store.dispatch(addMessage(message("Brief", { dismissAfterMs: 3000 })));
      app.store.dispatch(addMessage(message("Lasting")));
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText("Brief")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Brief")).not.toBeInTheDocument();
    expect(screen.getByText("Lasting")).toBeInTheDocument();
  });

  it("drops a message when the page URL changes", async () => {
    const app = await renderApp({ path: "/login" });
    await screen.findByRole("button", { name: "Log in" });
    act(() => {
      app.store.dispatch(addMessage(message("Only here")));
    });
    expect(screen.getByText("Only here")).toBeInTheDocument();
    await app.router.navigate("/no/such/page");
    await screen.findByRole("heading", { name: "Page not found" });
    expect(screen.queryByText("Only here")).not.toBeInTheDocument();
  });

  it("keeps a message made for the page being opened", async () => {
    fakeService({ "GET /web_portal/api/v1/user": Response.json(makeAuthResponse()) });
    const app = await renderApp({ path: "/no/such/page", session: makeAuthResponse() });
    await screen.findByRole("heading", { name: "Page not found" });
    act(() => {
      app.store.dispatch(addMessage(message("For the dashboard", { renderedUrl: "/" })));
    });
    await app.router.navigate("/");
    await screen.findByRole("heading", { name: "Dashboard" });
    expect(screen.getByText("For the dashboard")).toBeInTheDocument();
  });

  it("shows prefixed types only in the banner of that prefix", async () => {
    const app = await renderApp({
      path: "/",
      routes: [
        {
          path: "/",
          element: (
            <>
              <MessageBanner />
              <div data-testid="modal">
                <MessageBanner prefix="modal" />
              </div>
            </>
          ),
        },
      ],
    });
    act(() => {
      app.store.dispatch(addMessage(message("In the page", { renderedUrl: "/" })));
      app.store.dispatch(
        addMessage(message("In the modal", { messageType: "modal:danger", renderedUrl: "/" })),
      );
    });
    const modal = screen.getByTestId("modal");
    expect(modal).toHaveTextContent("In the modal");
    expect(modal).not.toHaveTextContent("In the page");
    expect(screen.getByRole("alert")).toHaveTextContent("In the modal");
    await waitFor(() => expect(screen.getAllByText(/^In the/)).toHaveLength(2));
  });
});
