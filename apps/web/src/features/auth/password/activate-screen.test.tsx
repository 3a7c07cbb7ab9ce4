import { activationMessages, apiPaths, validationMessages } from "@portal/contract";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAuthResponse, makeTile } from "../../../test/factories.ts";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const TOKEN = "k".repeat(43);
const POST = `POST ${apiPaths.activate}`;

async function choose(
  app: Awaited<ReturnType<typeof renderApp>>,
  password: string,
  confirm: string,
) {
  await app.user.type(await screen.findByLabelText("Password"), password);
  await app.user.type(screen.getByLabelText("Confirm password"), confirm);
  await app.user.click(screen.getByRole("button", { name: "Activate account" }));
}

describe("the activation screen", () => {
  it("posts the fragment's token with the password and lands signed in on the dashboard", async () => {
    const signedIn = makeAuthResponse({
      odooSessionId: "s-51",
      message: activationMessages.activated,
      tiles: [makeTile("apc")],
    });
    const fetchMock = fakeService({
      [POST]: Response.json(signedIn),
      "GET /web_portal/api/v1/user": Response.json({ ...signedIn, message: undefined }),
    });
    const app = await renderApp({ path: `/activate#${TOKEN}` });
    expect(
      await screen.findByRole("heading", { name: "Activate your account" }),
    ).toBeInTheDocument();
    await choose(app, "kōwhai flowers in spring", "kōwhai flowers in spring");
    await waitFor(() => expect(app.location()).toBe("/"));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain(apiPaths.activate);
    expect(String(url)).not.toContain(TOKEN);
    expect(JSON.parse(String(init?.body))).toEqual({
      token: TOKEN,
      password: "kōwhai flowers in spring",
    });
    expect(await screen.findByText(activationMessages.activated)).toBeInTheDocument();
  });

  it("says what is wrong with the boxes before sending", async () => {
    const fetchMock = fakeService({});
    const app = await renderApp({ path: `/activate#${TOKEN}` });
    await app.user.click(await screen.findByRole("button", { name: "Activate account" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent(
      `There is a problemPassword – ${validationMessages.passwordRequired}Confirm password – ${validationMessages.confirmPasswordRequired}`,
    );
    await choose(app, "kōwhai flowers in spring", "kowhai flowers in spring");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `There is a problemConfirm password – ${validationMessages.passwordsMustMatch}`,
    );
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toEqual([]);
  });

  it("shows the service's refusal in the error summary and stays", async () => {
    fakeService({
      [POST]: Response.json({ message: activationMessages.accountExists }, { status: 400 }),
    });
    const app = await renderApp({ path: `/activate#${TOKEN}` });
    await choose(app, "kōwhai flowers in spring", "kōwhai flowers in spring");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `There is a problem${activationMessages.accountExists}`,
    );
    expect(app.location()).toBe("/activate");
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });
});
