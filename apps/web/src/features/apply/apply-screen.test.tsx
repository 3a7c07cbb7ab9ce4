import { type FormResponse, identityMessages, identityPaths } from "@portal/contract";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeConfig } from "../../test/factories.ts";
import { makeField, makeGroup } from "../../test/form-factories.ts";
import { fakeService, heldAnswer, renderApp } from "../../test/render-app.tsx";
import { browser } from "../forms/index.ts";

const pageCodes = [
  { code: "personal", name: "Personal details", pageState: "enabled" as const },
  { code: "address", name: "Address", pageState: "visible" as const },
  { code: "submitted", name: "Application submitted", pageState: "visible" as const },
];
const summary = {
  code: "REGISTRATION",
  formToken: "app-1",
  name: "Application for registration",
  pageCodes,
};
const identity = makeGroup("identity", [
  makeField("application_form_code", { renderType: "hidden" }),
  makeField("first_name", { label: "First name", required: true }),
]);
const personal: FormResponse = {
  form: summary,
  page: {
    code: "personal",
    sections: [{ title: "About you", fieldGroups: [identity] }],
  },
};
const config = makeConfig({ content: { tiles: {}, intro: "<p>Welcome, <em>applicant</em>.</p>" } });

/** Opens the first page of application app-1, types a first name and presses Submit. */
async function submitFirstName() {
  const app = await renderApp({ path: "/register/app-1/personal", config });
  await app.user.type(await screen.findByRole("textbox", { name: "First name" }), "Mere");
  await app.user.click(screen.getByRole("button", { name: "Submit" }));
  return app;
}

describe("registration", () => {
  it("offers the verified-identity provider on the first page, then says what it proved", async () => {
    fakeService({
      "GET /registry/api/v1/apply": Response.json(personal),
      [`GET ${identityPaths.options}`]: Response.json({ provider: "Demo ID" }),
      [`GET ${identityPaths.application("app-1")}`]: Response.json({ verified: null }),
    });
    const first = await renderApp({ path: "/register", config });
    const offer = await screen.findByRole("region", {
      name: "Prove who you are with Demo ID (optional)",
    });
    expect(offer).toContainElement(screen.getByRole("button", { name: "Verify with Demo ID" }));
    expect(screen.getByLabelText(/First name/)).toBeInTheDocument();
    first.unmount();

    fakeService({
      "GET /registry/api/v1/apply/app-1": Response.json(personal),
      [`GET ${identityPaths.options}`]: Response.json({ provider: "Demo ID" }),
      [`GET ${identityPaths.application("app-1")}`]: Response.json({
        verified: { provider: "Demo ID", name: "Wiremu Tane", verifiedAt: "2026-11-20T01:00:00Z" },
      }),
    });
    await renderApp({ path: "/register/app-1?identity=verified", config });
    const proved = await screen.findByText(identityMessages.verifiedForApplication("Demo ID"));
    expect(proved.closest("[role=status]")).toHaveTextContent(
      "Verified as Wiremu Tane on 20 November 2026.",
    );
    expect(screen.queryByRole("button", { name: "Verify with Demo ID" })).toBeNull();
  });

  it("sends the browser to registerRedirect when there is no form code and no form id", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => undefined);
    const fetchMock = fakeService();
    await renderApp({ path: "/register", config: makeConfig({ registerRedirect: "/apply-here" }) });
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/apply-here"));
    expect(screen.getByRole("status")).toHaveTextContent("Redirecting...");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("with a form code: intro, log in link, the page, and the code kept as application_form_code", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => undefined);
    const afterSave = {
      ...summary,
      pageCodes: [
        { ...pageCodes[0]!, pageDone: true },
        { ...pageCodes[1]!, pageState: "enabled" as const },
        pageCodes[2]!,
      ],
    };
    const fetchMock = fakeService({
      "GET /registry/api/v1/apply": Response.json(personal),
      "POST /registry/api/v1/apply/app-1/personal": Response.json({
        message: "Page saved.",
        form: afterSave,
        page: { ...personal.page, state: "done" },
      }),
      "GET /registry/api/v1/apply/app-1/address": Response.json({
        form: afterSave,
        page: { code: "address", sections: [] },
      }),
    });
    const app = await renderApp({
      path: "/register?form=DH-APPLY",
      config: makeConfig({ ...config, registerRedirect: "/apply-here" }),
    });
    expect(
      await screen.findByRole("heading", { name: "Application for registration" }),
    ).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    expect((await screen.findByText("applicant")).tagName).toBe("EM");
    expect(screen.getByRole("link", { name: "log in" })).toHaveAttribute("href", "/login");
    const firstName = await screen.findByRole("textbox", { name: "First name" });
    const hidden = Object.fromEntries(
      [...document.querySelectorAll<HTMLInputElement>('input[type="hidden"][name]')].map((i) => [
        i.name,
        i.value,
      ]),
    );
    expect(hidden).toMatchObject({
      sessionId: "",
      formType: "REGISTRATION",
      formId: "app-1",
      formPage: "personal",
      application_form_code: "DH-APPLY",
    });

    await app.user.type(firstName, "Mere");
    await app.user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(app.location()).toBe("/register/app-1/address"));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(JSON.parse(new URLSearchParams(String(post[1]?.body)).get("page")!)).toEqual({
      application_form_code: "DH-APPLY",
      first_name: "Mere",
    });
    expect(await screen.findByText("Page saved.")).toBeVisible();
    // Not the first page any more: no intro.
    await screen.findByRole("button", { name: "Submit" });
    expect(screen.queryByText("applicant")).toBeNull();
  });

  it("shows 'Saving...' while the page is sent, until the next page replaces it", async () => {
    const save = heldAnswer();
    fakeService({
      "GET /registry/api/v1/apply/app-1/personal": Response.json(personal),
      "POST /registry/api/v1/apply/app-1/personal": save.answer,
      "GET /registry/api/v1/apply/app-1/address": Response.json({
        form: summary,
        page: { code: "address", sections: [] },
      }),
    });
    const app = await submitFirstName();
    const leaving = await screen.findByRole("button", { name: "Saving..." });
    expect(leaving).toBeDisabled();
    // Every state the saved page's button shows from the answer until it is gone: the router
    // renders the next page in a transition, after the address has changed.
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      if (!leaving.isConnected) return;
      shown.push(`${leaving.textContent}${leaving.hasAttribute("disabled") ? "" : " (enabled)"}`);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    save.release(Response.json({ message: "ok", page: { ...personal.page, state: "done" } }));
    await waitFor(() => expect(leaving.isConnected).toBe(false));
    observer.disconnect();
    expect(app.location()).toBe("/register/app-1/address");
    expect(shown.filter((label) => label !== "Saving...")).toEqual([]);
  });

  it("on the last page: no log in link in the text, the message, and a way on to log in", async () => {
    const done = pageCodes.map((p) => ({ ...p, pageState: "done" as const, pageDone: true }));
    done[2] = { ...done[2]!, pageState: "enabled" as never };
    fakeService({
      "GET /registry/api/v1/apply/app-1/submitted": Response.json({
        form: { ...summary, pageCodes: done },
        page: {
          code: "submitted",
          formEndPage: true,
          sections: [
            {
              title: "Thank you",
              html: "<p>Your application has been received.</p>",
              fieldGroups: [],
            },
          ],
        },
      }),
    });
    await renderApp({ path: "/register/app-1/submitted", config });
    expect(await screen.findByText("Your application has been received.")).toBeVisible();
    expect(screen.queryByRole("link", { name: "log in" })).toBeNull();
    expect(screen.getByRole("link", { name: "Continue to the login screen" })).toHaveAttribute(
      "href",
      "/login",
    );
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
  });

  it("stays on the last page's code after saving it, showing the service's message", async () => {
    const last = { ...personal, form: { ...summary, pageCodes: [pageCodes[0]!] } };
    fakeService({
      "GET /registry/api/v1/apply/app-1/personal": Response.json(last),
      "POST /registry/api/v1/apply/app-1/personal": Response.json({
        message: "Thank you. Your account has been created: you can now log in.",
        form: last.form,
      }),
    });
    const app = await submitFirstName();
    expect(
      await screen.findByText("Thank you. Your account has been created: you can now log in."),
    ).toBeVisible();
    expect(app.location()).toBe("/register/app-1/personal");
  });
});
