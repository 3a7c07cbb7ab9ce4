import {
  type AuthResponse,
  accountMessages,
  SESSION_HEADER,
  validationMessages,
} from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAuthResponse, makeUserDetails } from "../../../test/factories.ts";
import { fakeService, renderApp } from "../../../test/render-app.tsx";
import { setPasswordErrors } from "./new-password.tsx";

const normal = makeAuthResponse({ odooSessionId: "s-1" });
const forced = makeAuthResponse({
  odooSessionId: "s-1",
  userDetails: makeUserDetails({ passwordResetPending: true }),
});

/** The dialog, once it is in view with its first field focused, ready for typing. */
async function openDialog(name: string) {
  const dialog = await screen.findByRole("dialog", { name });
  const first = within(dialog).getAllByLabelText(/password/i)[0];
  await waitFor(() => expect(first).toHaveFocus());
  return dialog;
}

function signedIn(session: AuthResponse, answers: Parameters<typeof fakeService>[0] = {}) {
  return fakeService({
    "GET /web_portal/api/v1/user": Response.json(session),
    ...answers,
  });
}

describe("set-password rules (SPEC §5)", () => {
  it("uses the exact texts", () => {
    expect(setPasswordErrors("", "")).toEqual({
      password: validationMessages.passwordRequired,
      confirm: validationMessages.confirmPasswordRequired,
    });
    expect(setPasswordErrors("a", "b")).toEqual({ confirm: validationMessages.passwordsMustMatch });
    expect(setPasswordErrors("", "b")).toEqual({ password: validationMessages.passwordRequired });
    expect(setPasswordErrors("same", "same")).toEqual({});
  });
});

describe("set-password modal", () => {
  it("/set-password opens 'Change your password', then goes to the dashboard", async () => {
    signedIn(normal);
    const app = await renderApp({ path: "/set-password", session: normal });
    const dialog = await screen.findByRole("dialog", { name: "Change your password" });
    await waitFor(() => expect(app.location()).toBe("/"));
    expect(within(dialog).getByLabelText("New password")).toHaveAttribute("type", "password");
    expect(within(dialog).getByLabelText("Confirm new password")).toBeInTheDocument();
    expect(app.store.getState().auth.showSetPasswordCloseButton).toBe(true);
  });

  it("opens from the Change Password link and closes with its close button", async () => {
    signedIn(normal);
    const app = await renderApp({ path: "/", session: normal });
    await app.user.click(await screen.findByRole("link", { name: "Change Password" }));
    const dialog = await screen.findByRole("dialog", { name: "Change your password" });
    await app.user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(app.store.getState().auth.showSetPasswordModal).toBe(false);
  });

  it("closes on Escape when it may be closed", async () => {
    signedIn(normal);
    const app = await renderApp({ path: "/set-password", session: normal });
    await screen.findByRole("dialog", { name: "Change your password" });
    await app.user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("opens by itself as 'Set your password', without a way to dismiss it, when a reset is pending", async () => {
    signedIn(forced);
    const app = await renderApp({ path: "/", session: forced });
    const dialog = await screen.findByRole("dialog", { name: "Set your password" });
    expect(within(dialog).getByLabelText("Password")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Confirm password")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Log out" })).toHaveAttribute(
      "href",
      "/logout",
    );
    await app.user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Set your password" })).toBeInTheDocument();
    expect(app.store.getState().auth.showSetPasswordModal).toBe(true);
  });

  it("shows the three validation texts under their fields and sends nothing", async () => {
    const fetchMock = signedIn(normal);
    const app = await renderApp({ path: "/set-password", session: normal });
    const dialog = await openDialog("Change your password");
    const save = within(dialog).getByRole("button", { name: "Save password" });
    const password = within(dialog).getByLabelText("New password");
    const confirm = within(dialog).getByLabelText("Confirm new password");

    await app.user.click(save);
    expect(password).toHaveAccessibleDescription(validationMessages.passwordRequired);
    expect(confirm).toHaveAccessibleDescription(validationMessages.confirmPasswordRequired);
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveFocus();

    await app.user.type(password, "correct horse battery");
    await app.user.type(confirm, "correct horse battery!");
    await app.user.click(save);
    expect(password).not.toHaveAttribute("aria-invalid");
    expect(confirm).toHaveAccessibleDescription(validationMessages.passwordsMustMatch);
    expect(confirm).toHaveFocus();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes("setpassword"))).toEqual([]);
  });

  it("saves, shows the service's message, clears the pending reset, closes and refreshes the user", async () => {
    const refreshed = makeAuthResponse({
      odooSessionId: "s-1",
      userDetails: makeUserDetails({ passwordResetPending: false, firstName: "Refreshed" }),
    });
    let userCalls = 0;
    const fetchMock = fakeService({
      "GET /web_portal/api/v1/user": () => {
        userCalls += 1;
        return Response.json(userCalls === 1 ? forced : refreshed);
      },
      "POST /web_portal/api/v1/setpassword": Response.json({
        message: accountMessages.passwordChanged,
      }),
    });
    const app = await renderApp({ path: "/", session: forced });
    const dialog = await openDialog("Set your password");
    await app.user.type(within(dialog).getByLabelText("Password"), "correct horse battery");
    await app.user.type(within(dialog).getByLabelText("Confirm password"), "correct horse battery");
    await app.user.click(within(dialog).getByRole("button", { name: "Save password" }));

    expect(await screen.findByRole("status")).toHaveTextContent(accountMessages.passwordChanged);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url).endsWith("/setpassword")) ?? [];
    expect(new Headers(init?.headers).get(SESSION_HEADER)).toBe("s-1");
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      password: "correct horse battery",
    });
    expect(app.store.getState().user.details?.passwordResetPending).toBe(false);
    await waitFor(() => expect(userCalls).toBe(2));
    await waitFor(() => expect(app.store.getState().user.details?.firstName).toBe("Refreshed"));
    expect(app.store.getState().auth.showSetPasswordModal).toBe(false);
  });

  it("shows the service's refusal inside the dialog and stays open", async () => {
    signedIn(normal, {
      "POST /web_portal/api/v1/setpassword": Response.json(
        { message: accountMessages.passwordTooCommon },
        { status: 400 },
      ),
    });
    const app = await renderApp({ path: "/set-password", session: normal });
    const dialog = await openDialog("Change your password");
    await app.user.type(within(dialog).getByLabelText("New password"), "password1");
    await app.user.type(within(dialog).getByLabelText("Confirm new password"), "password1");
    await app.user.click(within(dialog).getByRole("button", { name: "Save password" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      accountMessages.passwordTooCommon,
    );
    expect(screen.getByRole("dialog", { name: "Change your password" })).toBeInTheDocument();
  });
});
