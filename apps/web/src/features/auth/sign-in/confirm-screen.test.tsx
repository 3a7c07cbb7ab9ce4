import { accountMessages, errorMessages, type FormType, loadingTexts } from "@portal/contract";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAuthResponse, makeTile } from "../../../test/factories.ts";
import { fakeService, heldAnswer, renderApp } from "../../../test/render-app.tsx";
import { formTypeOfForm } from "./find-form.ts";

function formType(id: string, formIds: string[], completedIds: string[] = []): FormType {
  const form = (formId: string) => ({
    formId,
    name: `Form ${formId}`,
    writeDate: 1_700_000_000,
    canEdit: true,
    canDelete: false,
  });
  return {
    id,
    name: `Type ${id}`,
    canAdd: false,
    forms: formIds.map(form),
    completedForms: completedIds.map((formId) => ({ ...form(formId), attachments: [] })),
  };
}

const tiles = [
  makeTile("apc", { formTypes: [formType("APC", ["tok-apc"])] }),
  makeTile("recert", {
    subTiles: [
      makeTile("peer", { formTypes: [formType("PEER-CONFIRM", ["tok-other"], ["tok-peer"])] }),
    ],
  }),
];

describe("formTypeOfForm", () => {
  it("searches tiles and sub-tiles, in-progress and completed forms", () => {
    expect(formTypeOfForm(tiles, "tok-apc")).toBe("APC");
    expect(formTypeOfForm(tiles, "tok-peer")).toBe("PEER-CONFIRM");
    expect(formTypeOfForm(tiles, "tok-other")).toBe("PEER-CONFIRM");
    expect(formTypeOfForm(tiles, "nope")).toBeUndefined();
    expect(formTypeOfForm([], "tok-apc")).toBeUndefined();
  });
});

const validatePath = (token: string) => `GET /web_portal/api/v1/validate/${token}`;

describe("emailed-link confirmation", () => {
  it("says 'Validating user', signs in and opens the form the link is about", async () => {
    const validation = heldAnswer();
    fakeService({
      [validatePath("tok-peer")]: validation.answer,
      // The form screen's own call, left pending: this test is about getting there.
      "GET /registry/api/v1/form/PEER-CONFIRM/tok-peer": new Promise<never>(() => undefined),
    });
    const app = await renderApp({ path: "/confirm/peer/tok-peer" });
    expect(await screen.findByText(loadingTexts.validatingUser)).toBeInTheDocument();

    validation.release(
      Response.json(
        makeAuthResponse({
          odooSessionId: "s-link",
          tiles,
          message: accountMessages.emailConfirmed,
        }),
      ),
    );
    await waitFor(() => expect(app.location()).toBe("/form/PEER-CONFIRM/tok-peer"));
    expect(app.store.getState().user.sessionId).toBe("s-link");
    expect(app.store.getState().user.lastUpdated).toEqual(expect.any(Number));
    expect(app.store.getState().dashboard.tiles).toHaveLength(2);
    expect(app.store.getState().messages.map((m) => [m.message, m.messageType])).toEqual([
      [accountMessages.emailConfirmed, "success"],
    ]);
  });

  it("opens the form the service names when the link's token is not the form's", async () => {
    fakeService({
      [validatePath("link-1")]: Response.json({
        ...makeAuthResponse({ tiles }),
        formType: "APC",
        formToken: "tok-apc",
      }),
    });
    const app = await renderApp({ path: "/confirm/apc/link-1" });
    await waitFor(() => expect(app.location()).toBe("/form/APC/tok-apc"));
  });

  it("goes to the dashboard when the form is not in the tiles, opening a pending reset", async () => {
    const session = makeAuthResponse({
      tiles,
      message: accountMessages.resetLinkValidated,
      userDetails: { email: "aroha@example.org", passwordResetPending: true },
    });
    fakeService({
      [validatePath("reset-1")]: Response.json(session),
      "GET /web_portal/api/v1/user": Response.json(session),
    });
    const app = await renderApp({ path: "/confirm/reset_password/reset-1" });
    await waitFor(() => expect(app.location()).toBe("/"));
    expect(await screen.findByRole("dialog", { name: "Set your password" })).toBeInTheDocument();
    expect(screen.getByText(accountMessages.resetLinkValidated)).toBeInTheDocument();
  });

  it("shows a refused link on the login screen, staying signed out, until dismissed", async () => {
    fakeService({
      [validatePath("used")]: Response.json(
        { message: accountMessages.linkInvalid },
        { status: 400 },
      ),
    });
    const app = await renderApp({ path: "/confirm/reset_password/used" });
    await waitFor(() => expect(app.location()).toBe("/login"));
    expect(await screen.findByRole("alert")).toHaveTextContent(accountMessages.linkInvalid);
    expect(app.store.getState().user.sessionId).toBeNull();
    const [message] = app.store.getState().messages;
    expect(message).toMatchObject({ messageType: "danger", renderedUrl: "/login" });
    expect(message).not.toHaveProperty("dismissAfterMs");
  });

  it("treats an answer it cannot read as a failure", async () => {
    fakeService({ [validatePath("odd")]: Response.json({ tiles: "none" }) });
    const app = await renderApp({ path: "/confirm/apc/odd" });
    await waitFor(() => expect(app.location()).toBe("/login"));
    expect(await screen.findByRole("alert")).toHaveTextContent(errorMessages.fallback);
    expect(app.store.getState().user.sessionId).toBeNull();
  });

  it("validates a link once, even when the screen's effect runs twice", async () => {
    const fetchMock = fakeService({
      [validatePath("once")]: Response.json(makeAuthResponse({ tiles })),
      "GET /web_portal/api/v1/user": Response.json(makeAuthResponse({ tiles })),
    });
    const app = await renderApp({ path: "/confirm/apc/once", strict: true });
    await waitFor(() => expect(app.location()).toBe("/"));
    const validations = fetchMock.mock.calls.filter(([url]) => String(url).includes("/validate/"));
    expect(validations).toHaveLength(1);
  });
});
