import { deskMessages, deskPaths, deskSsoFailureMessages, deskSsoPaths } from "@portal/contract";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeService, heldAnswer, renderApp } from "../../../test/render-app.tsx";

const emptyQueue = {
  total: 0,
  page: 1,
  pageSize: 20,
  items: [],
  counts: { byStatus: { awaiting: 0, returned: 0, accepted: 0, declined: 0 }, byFormType: {} },
};
const staff = { email: "registrar@example.org", role: "registrar" };

describe("the desk's sign-in", () => {
  it("refuses a wrong password in an error summary that takes focus", async () => {
    fakeService({
      [`POST ${deskPaths.signIn}`]: Response.json(
        { message: deskMessages.signInFailed },
        { status: 401 },
      ),
    });
    const app = await renderApp({ path: "/desk/sign-in" });
    await waitFor(() => expect(screen.getByRole("heading", { name: "Sign in" })).toHaveFocus());
    await app.user.type(await screen.findByLabelText("E-mail"), "registrar@example.org");
    await app.user.type(screen.getByLabelText("Password"), "wrong");
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    const summary = await screen.findByRole("alert", { name: "There is a problem" });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(deskMessages.signInFailed);
    expect(screen.getByRole("banner")).toHaveTextContent("Registrar's desk");
  });

  it("takes the one-time link's token from its fragment, which no request carries", async () => {
    const fetchMock = fakeService({
      [`POST ${deskPaths.setPassword}`]: Response.json({ message: "Your password is set." }),
    });
    const app = await renderApp({ path: "/desk/set-password#Tok_en-123" });
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Choose your password" })).toHaveFocus(),
    );
    await app.user.type(screen.getByLabelText("New password"), "a-long-password");
    await app.user.type(screen.getByLabelText("Confirm password"), "a-long-password");
    await app.user.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Your password is set.");
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === deskPaths.setPassword);
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      token: "Tok_en-123",
      password: "a-long-password",
    });
  });

  it("signs in with a recovery code in place of the authenticator's code", async () => {
    const fetchMock = fakeService({
      [`GET ${deskPaths.me}`]: Response.json({ message: "Please sign in" }, { status: 401 }),
      [`POST ${deskPaths.signIn}`]: Response.json({ next: "verify", message: "" }),
      [`POST ${deskPaths.verify}`]: Response.json(staff),
      [`GET ${deskPaths.submissions}`]: Response.json(emptyQueue),
    });
    const app = await renderApp({ path: "/desk/sign-in" });
    await app.user.type(await screen.findByLabelText("E-mail"), staff.email);
    await app.user.type(screen.getByLabelText("Password"), "a-long-password");
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Enter your code" })).toHaveFocus(),
    );
    await app.user.click(screen.getByRole("button", { name: "Use a recovery code" }));
    await waitFor(() => expect(screen.getByLabelText("Recovery code")).toHaveFocus());
    await app.user.keyboard("abcd-efgh{Enter}");
    expect(await screen.findByRole("heading", { name: "Queue" })).toBeInTheDocument();
    expect(app.location()).toBe("/desk");
    expect(screen.getByRole("navigation", { name: "Desk" })).toHaveTextContent(staff.email);
    const verify = fetchMock.mock.calls.find(([url]) => String(url) === deskPaths.verify);
    expect(JSON.parse(String(verify?.[1]?.body))).toEqual({ recoveryCode: "abcd-efgh" });
  });

  it("sends a visitor without a desk session to the sign-in", async () => {
    fakeService({
      [`GET ${deskPaths.me}`]: Response.json({ message: "Please sign in" }, { status: 401 }),
    });
    const app = await renderApp({ path: "/desk" });
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(app.location()).toBe("/desk/sign-in");
  });

  it("offers the organisation's sign-in, and says why the provider is not reachable", async () => {
    const fetchMock = fakeService({
      [`GET ${deskSsoPaths.options}`]: Response.json({ organisation: true, localSignIn: false }),
      [`POST ${deskSsoPaths.start}`]: Response.json(
        { message: deskSsoFailureMessages.unavailable },
        { status: 503 },
      ),
    });
    const app = await renderApp({ path: "/desk/sign-in" });
    const button = await screen.findByRole("button", { name: "Sign in with your organisation" });
    // Turned off at the service: no desk password to type.
    expect(screen.queryByLabelText("Password")).toBeNull();
    await app.user.click(button);
    const summary = await screen.findByRole("alert", { name: "There is a problem" });
    expect(summary).toHaveTextContent(deskSsoFailureMessages.unavailable);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === deskSsoPaths.start)).toBe(true);
  });

  it("shows the ways to sign in together, once the service has said which there are", async () => {
    const options = heldAnswer();
    fakeService({ [`GET ${deskSsoPaths.options}`]: options.answer });
    await renderApp({ path: "/desk/sign-in" });
    await waitFor(() => expect(screen.getByRole("heading", { name: "Sign in" })).toHaveFocus());
    // Nothing to type into yet, so nothing that moves under the typing when the button comes.
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByLabelText("E-mail")).toBeNull();
    options.release(Response.json({ organisation: true, localSignIn: true }));
    const button = await screen.findByRole("button", { name: "Sign in with your organisation" });
    const email = screen.getByLabelText("E-mail");
    expect(button.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says why the organisation refused, back from its page, beside the break-glass form", async () => {
    fakeService({
      [`GET ${deskSsoPaths.options}`]: Response.json({ organisation: true, localSignIn: true }),
    });
    await renderApp({ path: "/desk/sign-in?sso=no_role" });
    const summary = await screen.findByRole("alert", { name: "There is a problem" });
    expect(summary).toHaveTextContent(deskSsoFailureMessages.no_role);
    expect(
      await screen.findByRole("button", { name: "Sign in with your organisation" }),
    ).toBeVisible();
    expect(screen.getByLabelText("Password")).toBeVisible();
  });
});
