import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeAuthResponse } from "../../test/factories.ts";
import formAnswer from "../../test/odoo-answers/form.json";
import { fakeService, renderApp } from "../../test/render-app.tsx";

// A form page as an Odoo back office answers it: `false` for every empty text, setting and
// list, numbers as strings, a page code and an option that are only `false`.
describe("a form page answered by an Odoo back office", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the page, its false values empty", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    fakeService({
      "GET /registry/api/v1/form/apc/tok-apc-1/personal": () => Response.json(formAnswer),
    });
    await renderApp({
      path: "/form/apc/tok-apc-1/personal",
      session: makeAuthResponse({ odooSessionId: "s-1" }),
    });

    expect(await screen.findByRole("textbox", { name: /^Surname/ })).toHaveValue("Ngata");
    expect(screen.getByRole("textbox", { name: /^Middle name/ })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: /^Hours a week/ })).toHaveValue("38");
    const practice = screen.getByRole("combobox", { name: /^Practice/ });
    expect(within(practice).getByRole("option", { name: "Smile Dental" })).toBeInTheDocument();
    expect(screen.queryByText("false")).not.toBeInTheDocument();
  });
});
