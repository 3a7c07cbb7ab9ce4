import {
  apiPaths,
  errorMessages,
  loadingTexts,
  PERSIST_KEY_PREFIX,
  SESSION_HEADER,
} from "@portal/contract";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAuthResponse, makeTile } from "../../../test/factories.ts";
import { callsTo, fakeService, heldAnswer, renderApp } from "../../../test/render-app.tsx";

const loginFailedHtml = () =>
  new Response("<html><body><p>Login failed</p></body></html>", {
    status: 401,
    statusText: "Unauthorized",
    headers: { "Content-Type": "text/html" },
  });

async function fillIn(app: Awaited<ReturnType<typeof renderApp>>, email: string, password: string) {
  await app.user.type(await screen.findByLabelText("Email"), email);
  await app.user.type(screen.getByLabelText("Password"), password);
}

describe("login screen", () => {
  it("offers a reset-password link and a register link that carries the redirect", async () => {
    await renderApp({ path: "/login?redirect=%2Fforms%2Fapc" });
    expect(await screen.findByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "/reset-password",
    );
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute(
      "href",
      "/register?redirect=%2Fforms%2Fapc",
    );
  });

  it("posts the form-encoded login, stores the session and goes to the redirect", async () => {
    const login = heldAnswer();
    const signedIn = makeAuthResponse({
      odooSessionId: "s-42",
      message: "Welcome back",
      tiles: [makeTile("apc")],
    });
    const fetchMock = fakeService({
      "POST /web_portal/api/v1/login": login.answer,
      // The list the user lands on refreshes the user.
      "GET /web_portal/api/v1/user": Response.json({ ...signedIn, message: undefined }),
    });
    const app = await renderApp({ path: "/login?redirect=%2Fforms%2Fapc%3Fx%3D1" });
    await fillIn(app, "aroha@example.org", "correct horse");
    await app.user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByText(loadingTexts.loggingIn)).toBeInTheDocument();
    const init = callsTo(fetchMock, "POST", apiPaths.login)[0]?.[1];
    const sent = new URLSearchParams(String(init?.body));
    expect(Object.fromEntries(sent)).toEqual({
      login: "aroha@example.org",
      password: "correct horse",
      recaptchaToken: "",
    });
    expect(new Headers(init?.headers).has(SESSION_HEADER)).toBe(false);

    login.release(Response.json(signedIn));
    await waitFor(() => expect(app.location()).toBe("/forms/apc?x=1"));
    const { user, dashboard } = app.store.getState();
    expect(user.sessionId).toBe("s-42");
    expect(user.details?.firstName).toBe("Aroha");
    expect(user.lastUpdated).toEqual(expect.any(Number));
    expect(dashboard.tiles.map((t) => t.type)).toEqual(["apc"]);
    expect(await screen.findByRole("status")).toHaveTextContent("Welcome back");
    await waitFor(() =>
      expect(localStorage.getItem(`${PERSIST_KEY_PREFIX}user`)).toContain("s-42"),
    );
  });

  it("shows a wrong password as the login-failed danger banner and stays", async () => {
    fakeService({ "POST /web_portal/api/v1/login": loginFailedHtml });
    const app = await renderApp({ path: "/login" });
    await fillIn(app, "aroha@example.org", "wrong");
    await app.user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(errorMessages.loginFailed);
    expect(app.location()).toBe("/login");
    expect(app.store.getState().user.sessionId).toBeNull();
    // The form is back, with the email kept and the password cleared.
    expect(screen.getByLabelText("Email")).toHaveValue("aroha@example.org");
    expect(screen.getByLabelText("Password")).toHaveValue("");
  });

  it("replaces an earlier error with the new one", async () => {
    fakeService({ "POST /web_portal/api/v1/login": loginFailedHtml });
    const app = await renderApp({ path: "/login" });
    await fillIn(app, "a@example.org", "x");
    await app.user.click(screen.getByRole("button", { name: "Log in" }));
    await screen.findByRole("alert");
    await app.user.type(screen.getByLabelText("Password"), "y");
    await app.user.click(screen.getByRole("button", { name: "Log in" }));
    await screen.findByLabelText("Password");
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });
});

describe("logout screen", () => {
  it("tells the service with the session header, resets and goes to /login", async () => {
    const fetchMock = fakeService({
      "GET /web_portal/api/v1/logout": Response.json({ message: "You have been logged out" }),
    });
    const app = await renderApp({
      path: "/logout",
      session: makeAuthResponse({ odooSessionId: "s-7" }),
    });
    await waitFor(() => expect(app.location()).toBe("/login"));
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get(SESSION_HEADER)).toBe("s-7");
    expect(app.store.getState().user).toMatchObject({
      details: null,
      sessionId: null,
      lastUpdated: null,
    });
    expect(app.store.getState().dashboard.tiles).toEqual([]);
    expect(await screen.findByRole("status")).toHaveTextContent("You have been logged out");
  });

  it("resets the session even when the service fails", async () => {
    fakeService({ "GET /web_portal/api/v1/logout": new Response("", { status: 500 }) });
    const app = await renderApp({ path: "/logout", session: makeAuthResponse() });
    await waitFor(() => expect(app.location()).toBe("/login"));
    expect(app.store.getState().user.sessionId).toBeNull();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
