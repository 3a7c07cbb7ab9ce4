import {
  apiPaths,
  identityFailureMessages,
  identityMessages,
  identityPaths,
  SESSION_HEADER,
} from "@portal/contract";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAuthResponse } from "../../../test/factories.ts";
import { callsTo, fakeService, heldAnswer, renderApp } from "../../../test/render-app.tsx";

const withProvider = { [`GET ${identityPaths.options}`]: Response.json({ provider: "Test ID" }) };
const signedIn = makeAuthResponse({ odooSessionId: "s-verified", message: "Login successful" });
const dashboard = { [`GET ${apiPaths.user}`]: Response.json({ ...signedIn, message: undefined }) };

describe("signing in with a verified identity", () => {
  it("offers it above the password form, the two together once the portal has said", async () => {
    const options = heldAnswer();
    fakeService({ [`GET ${identityPaths.options}`]: options.answer });
    await renderApp({ path: "/login" });
    await waitFor(() => expect(options.asked()).toBe(true));
    // No form to start typing into yet, which the button would then push down.
    expect(await screen.findByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByLabelText("Password")).toBeNull();
    options.release(Response.json({ provider: "Test ID" }));
    const button = await screen.findByRole("button", { name: "Sign in with Test ID" });
    const password = screen.getByLabelText("Password");
    expect(
      button.compareDocumentPosition(password) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the password form alone when the portal cannot say", async () => {
    fakeService({
      [`GET ${identityPaths.options}`]: Response.json({ message: "Down" }, { status: 503 }),
    });
    await renderApp({ path: "/login" });
    expect(await screen.findByLabelText("Password")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Sign in with/ })).toBeNull();
  });

  it("trades a linked identity's token for a session, taking it out of the address", async () => {
    const fetchMock = fakeService({
      ...withProvider,
      ...dashboard,
      [`POST ${identityPaths.session}`]: Response.json(signedIn),
    });
    const app = await renderApp({ path: "/login#identity=tok-1" });
    await waitFor(() => expect(app.location()).toBe("/"));
    expect(app.store.getState().user.sessionId).toBe("s-verified");
    const [[, init] = []] = callsTo(fetchMock, "POST", identityPaths.session);
    expect(JSON.parse(String(init?.body))).toEqual({ token: "tok-1" });
    // No captcha, no password: nothing else was posted.
    expect(callsTo(fetchMock, "POST", apiPaths.login)).toEqual([]);
  });

  it("asks for the password once to link a new identity, then links it with the new session", async () => {
    const fetchMock = fakeService({
      ...withProvider,
      ...dashboard,
      [`POST ${apiPaths.login}`]: Response.json(signedIn),
      [`POST ${identityPaths.link}`]: Response.json({
        message: identityMessages.linked("Test ID"),
      }),
    });
    const app = await renderApp({ path: "/login#link=tok-2" });
    expect(await screen.findByRole("status")).toHaveTextContent(
      identityMessages.linkNeeded("Test ID"),
    );
    expect(app.location()).toBe("/login");
    expect(screen.queryByRole("button", { name: "Sign in with Test ID" })).toBeNull();
    await app.user.type(screen.getByLabelText("Email"), "aroha@example.org");
    await app.user.type(screen.getByLabelText("Password"), "correct horse");
    await app.user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(app.location()).toBe("/"));
    const [[, init] = []] = callsTo(fetchMock, "POST", identityPaths.link);
    expect(JSON.parse(String(init?.body))).toEqual({ token: "tok-2" });
    expect(new Headers(init?.headers).get(SESSION_HEADER)).toBe("s-verified");
    expect(await screen.findByText(identityMessages.linked("Test ID"))).toBeVisible();
  });

  it("says why the provider's sign-in failed", async () => {
    fakeService(withProvider);
    await renderApp({ path: "/login?identity=denied" });
    expect(await screen.findByText(identityFailureMessages.denied)).toBeVisible();
  });
});

describe("the account screen", () => {
  it("shows the linked identity and unlinks it", async () => {
    const fetchMock = fakeService({
      ...withProvider,
      ...dashboard,
      [`GET ${identityPaths.mine}`]: Response.json({
        linked: { provider: "Test ID", linkedAt: "2026-11-20T01:00:00.000Z" },
      }),
      [`DELETE ${identityPaths.mine}`]: Response.json({
        message: identityMessages.unlinked("Test ID"),
      }),
    });
    const app = await renderApp({ path: "/account", session: signedIn });
    expect(await screen.findByRole("heading", { name: "Your account" })).toBeVisible();
    expect(
      await screen.findByText(
        /Your Test ID identity is linked to this account since 20 November 2026/,
      ),
    ).toBeVisible();
    await app.user.click(screen.getByRole("button", { name: "Unlink Test ID" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      identityMessages.unlinked("Test ID"),
    );
    expect(screen.getByText(/No Test ID identity is linked/)).toBeVisible();
    const [[, init] = []] = callsTo(fetchMock, "DELETE", identityPaths.mine);
    expect(new Headers(init?.headers).get(SESSION_HEADER)).toBe("s-verified");
  });
});
