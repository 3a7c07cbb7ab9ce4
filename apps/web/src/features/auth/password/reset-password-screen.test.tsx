import { accountMessages } from "@portal/contract";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeService, heldAnswer, renderApp } from "../../../test/render-app.tsx";

describe("forgot password screen", () => {
  it("posts the e-mail and shows the service's message as a success notice", async () => {
    const reset = heldAnswer();
    const fetchMock = fakeService({
      "POST /web_portal/api/v1/resetpassword": reset.answer,
    });
    const app = await renderApp({ path: "/reset-password" });
    expect(
      await screen.findByRole("heading", { name: "Forgot your password?" }),
    ).toBeInTheDocument();
    await app.user.type(screen.getByLabelText("Email"), " aroha@example.org ");
    await app.user.click(screen.getByRole("button", { name: "Send reset link" }));

    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe("POST");
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      email: "aroha@example.org",
    });

    reset.release(Response.json({ message: accountMessages.resetRequested }));
    expect(await screen.findByRole("status")).toHaveTextContent(accountMessages.resetRequested);
    expect(screen.getByRole("button", { name: "Send reset link" })).toBeEnabled();
    expect(app.location()).toBe("/reset-password");
  });

  it("shows a refusal through the general error handler", async () => {
    fakeService({
      "POST /web_portal/api/v1/resetpassword": Response.json(
        { message: accountMessages.resetEmailRequired },
        { status: 400 },
      ),
    });
    const app = await renderApp({ path: "/reset-password" });
    await app.user.click(await screen.findByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(accountMessages.resetEmailRequired);
  });

  it("links back to the login screen", async () => {
    const app = await renderApp({ path: "/reset-password" });
    await app.user.click(await screen.findByRole("link", { name: "Back to log in" }));
    await waitFor(() => expect(app.location()).toBe("/login"));
  });
});
