import {
  DROPDOWN_PAGE_SIZE,
  type FlatPageValues,
  type FormResponse,
  validationMessages,
} from "@portal/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeConfig } from "../../../../test/factories.ts";
import { fakeService } from "../../../../test/render-app.tsx";
import { type FilesSentListener, fileSpansInPageBody, sharesSent } from "../../file-spans.ts";
import { lastPosted, makeField, pageOf, renderPageForm, savedAnswer } from "../../test-support.tsx";
import { pagedOptionIndex } from "./select.tsx";

const save = () => screen.getByRole("button", { name: "Save" });

describe("date", () => {
  const page = pageOf([makeField("born", { renderType: "date", value: "1994-07-14" })]);

  it("shows the stored date as DD/MM/YYYY and stores what is typed as YYYY-MM-DD", async () => {
    const form = await renderPageForm(page);
    const input = screen.getByRole("textbox", { name: "Label of born" });
    expect(input).toHaveValue("14/07/1994");
    await form.user.clear(input);
    await form.user.type(input, "5/3/2024");
    await form.user.tab();
    expect(input).toHaveValue("05/03/2024");
    await form.user.click(save());
    expect(lastPosted(form.save)).toEqual({ born: "2024-03-05" });
  });

  it("says 'Please enter a valid date' for text that is no date", async () => {
    const form = await renderPageForm(page);
    const input = screen.getByRole("textbox", { name: "Label of born" });
    await form.user.clear(input);
    await form.user.type(input, "31/02/2024");
    await form.user.tab();
    expect(input).not.toHaveAttribute("aria-invalid");
    await form.user.click(save());
    expect(input).toHaveAccessibleDescription(validationMessages.invalidDate);
    expect(form.save).not.toHaveBeenCalled();
  });

  it("takes a date picked from the calendar", async () => {
    const form = await renderPageForm(page);
    const button = screen.getByRole("button", { name: "Choose Label of born from a calendar" });
    expect(button).toBeEnabled();
    await form.user.click(button);
    const picker = document.querySelector<HTMLInputElement>('input[type="date"]')!;
    fireEvent.change(picker, { target: { value: "2025-12-01" } });
    expect(screen.getByRole("textbox", { name: "Label of born" })).toHaveValue("01/12/2025");
    await form.user.click(save());
    expect(lastPosted(form.save)).toEqual({ born: "2025-12-01" });
  });
});

describe("select", () => {
  const options = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Option ${i + 1}` }));

  it("moves five options with Page Down and Page Up, staying inside the list", async () => {
    const form = await renderPageForm(
      pageOf([makeField("pick", { renderType: "select", fieldDetails: { options } })]),
    );
    const select = screen.getByRole("combobox", { name: "Label of pick" });
    select.focus();
    await form.user.keyboard("{PageDown}");
    expect(select).toHaveValue("5");
    await form.user.keyboard("{PageDown}");
    expect(select).toHaveValue("10");
    await form.user.keyboard("{PageDown}");
    expect(select).toHaveValue("12");
    await form.user.keyboard("{PageUp}");
    expect(select).toHaveValue("7");
    await form.user.keyboard("{PageUp}{PageUp}");
    expect(select).toHaveValue("1");
    await form.user.click(save());
    // Option ids keep their type: the number 1, not the text "1".
    expect(lastPosted(form.save)).toEqual({ pick: 1 });
  });

  it("pages by DROPDOWN_PAGE_SIZE", () => {
    expect(DROPDOWN_PAGE_SIZE).toBe(5);
    expect(pagedOptionIndex(-1, 20, 1)).toBe(4);
    expect(pagedOptionIndex(-1, 20, -1)).toBe(0);
    expect(pagedOptionIndex(4, 20, 1)).toBe(9);
    expect(pagedOptionIndex(2, 20, -1)).toBe(0);
    expect(pagedOptionIndex(0, 0, 1)).toBe(-1);
  });
});

describe("select_multi", () => {
  it("reports more than maxSelected choices at once, with the exact message", async () => {
    const options = ["a", "b", "c"].map((id) => ({ id, name: `Choice ${id}` }));
    const form = await renderPageForm(
      pageOf([
        makeField("many", {
          renderType: "select_multi",
          maxSelected: 2,
          fieldDetails: { options },
        }),
      ]),
    );
    const group = screen.getByRole("group", { name: "Label of many" });
    await form.user.click(within(group).getByRole("checkbox", { name: "Choice a" }));
    await form.user.click(within(group).getByRole("checkbox", { name: "Choice b" }));
    expect(group).not.toHaveAccessibleDescription(/Too many/);
    await form.user.click(within(group).getByRole("checkbox", { name: "Choice c" }));
    expect(group).toHaveAccessibleDescription(
      "Too many options have been selected. Please select up to 2 options.",
    );
    await form.user.click(save());
    expect(form.save).not.toHaveBeenCalled();
    await form.user.click(within(group).getByRole("checkbox", { name: "Choice a" }));
    expect(group).not.toHaveAccessibleDescription(/Too many/);
    await form.user.click(save());
    expect(lastPosted(form.save)).toEqual({ many: ["b", "c"] });
  });
});

describe("country and country_multi", () => {
  it("offer config.countryList in its order", async () => {
    await renderPageForm(pageOf([makeField("c", { renderType: "country" })]), {
      config: makeConfig({
        countryList: [
          { code: "AU", name: "Australia" },
          { code: "NZ", name: "New Zealand" },
        ],
      }),
    });
    const names = within(screen.getByRole("combobox", { name: "Label of c" }))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(names).toEqual(["Please select", "Australia", "New Zealand"]);
  });

  it("fall back to the shipped list, New Zealand first, when the configuration has none", async () => {
    const form = await renderPageForm(
      pageOf([makeField("cs", { renderType: "country_multi", maxSelected: 1 })]),
    );
    const list = screen.getByRole("listbox", { name: "Label of cs" });
    const options = within(list).getAllByRole("option");
    expect(options[0]).toHaveTextContent("New Zealand");
    expect(options.length).toBeGreaterThan(240);
    await form.user.selectOptions(list, ["NZ", "AU"]);
    expect(list).toHaveAccessibleDescription(
      "Too many options have been selected. Please select up to 1 options.",
    );
  });
});

describe("file_upload", () => {
  const pdf = (name: string, bytes: number) =>
    new File([new Uint8Array(bytes).fill(37)], name, { type: "application/pdf" });

  it("lists each chosen file with name, type and size in kB, and posts them as base64", async () => {
    const form = await renderPageForm(pageOf([makeField("docs", { renderType: "file_upload" })]));
    const input = screen.getByLabelText("Label of docs");
    await form.user.upload(input, [pdf("cv.pdf", 12_600), pdf("letter.pdf", 400)]);
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "cv.pdfapplication/pdf, 13 kBRemove",
      "letter.pdfapplication/pdf, 1 kBRemove",
    ]);
    await form.user.click(screen.getByRole("button", { name: "Remove letter.pdf" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(input).toHaveFocus();
    await form.user.click(save());
    const posted = lastPosted(form.save).docs as Array<Record<string, unknown>>;
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      fileName: "cv.pdf",
      fileSize: 12_600,
      mimeType: "application/pdf",
    });
    expect(atob(posted[0]!.base64 as string)).toBe("%".repeat(12_600));
  });

  it("says so at once when more files than maxUploads are chosen", async () => {
    const form = await renderPageForm(
      pageOf([makeField("docs", { renderType: "file_upload", maxUploads: 2 })]),
    );
    const input = screen.getByLabelText("Label of docs");
    await form.user.upload(input, [pdf("a.pdf", 10), pdf("b.pdf", 10), pdf("c.pdf", 10)]);
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        "Too many files have been selected. Please select up to 2 files.",
      ),
    );
  });

  it("says so at once when the files together are over maxFileSize", async () => {
    const form = await renderPageForm(
      pageOf([makeField("docs", { renderType: "file_upload", maxFileSize: 5000 })]),
    );
    const input = screen.getByLabelText("Label of docs");
    await form.user.upload(input, [pdf("a.pdf", 3000), pdf("b.pdf", 3000)]);
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        "The total size of all selected files is too large. Please select up to 5 kB",
      ),
    );
    await form.user.click(screen.getByRole("button", { name: "Remove b.pdf" }));
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("shows each new file's upload while the save sends it, and says when it is done", async () => {
    let send: FilesSentListener = () => undefined;
    let answer: (response: FormResponse) => void = () => undefined;
    let posted: FlatPageValues = {};
    const saved = { fileName: "old.pdf", fileSize: 2048, mimeType: "application/pdf", base64: "" };
    const page = pageOf([makeField("docs", { renderType: "file_upload", value: [saved] })]);
    const form = await renderPageForm(page, {
      save: (values, onFilesSent) => {
        posted = values;
        send = onFilesSent;
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    await form.user.upload(screen.getByLabelText("Label of docs"), [
      pdf("cv.pdf", 3000),
      pdf("letter.pdf", 300),
    ]);
    await screen.findByText("letter.pdf");
    expect(screen.queryByRole("progressbar")).toBeNull();
    await form.user.click(save());

    // The body's first file half gone, the second not begun; the file saved earlier has no bytes.
    const spans = fileSpansInPageBody(JSON.stringify(posted));
    const [cv, letter] = spans;
    act(() => send(sharesSent(spans, (cv!.start + cv!.end) / 2)));
    const cvBar = screen.getByRole("progressbar", { name: "Upload of cv.pdf" });
    expect(cvBar).toHaveAttribute("aria-valuenow", "50");
    expect(cvBar).toHaveAttribute("aria-valuetext", "50%");
    const items = screen.getAllByRole("listitem");
    expect(items[0]).not.toHaveTextContent("Upload");
    expect(items[1]).toHaveTextContent("Uploading 50%");
    expect(items[2]).toHaveTextContent("Uploading 0%");
    expect(within(screen.getByRole("list")).getAllByText("Uploading cv.pdf")).toHaveLength(1);

    act(() => send(sharesSent(spans, letter!.end)));
    expect(items[1]).toHaveTextContent("Uploaded");
    expect(screen.getByText("letter.pdf uploaded")).toHaveClass("visually-hidden");

    await act(async () => answer(savedAnswer(page)));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("sends files saved earlier back as the service served them", async () => {
    const saved = { fileName: "old.pdf", fileSize: 2048, mimeType: "application/pdf", base64: "" };
    const form = await renderPageForm(
      pageOf([makeField("docs", { renderType: "file_upload", value: [saved] })]),
    );
    expect(screen.getByRole("listitem")).toHaveTextContent("old.pdfapplication/pdf, 2 kB");
    await form.user.click(save());
    expect(lastPosted(form.save)).toEqual({ docs: [saved] });
  });
});

describe("address", () => {
  it("suggests New Zealand addresses as they are typed and fills the fields beside it", async () => {
    const fetchMock = fakeService({
      "GET /registry/api/v1/address": Response.json([
        {
          id: "a1",
          label: "12 Kōwhai Street, Ponsonby, Auckland 1011",
          line1: "12 Kōwhai Street",
          suburb: "Ponsonby",
          city: "Auckland",
          postcode: "1011",
        },
      ]),
    });
    const form = await renderPageForm(
      pageOf([
        makeField("address_search", { renderType: "address" }),
        makeField("address_line1", { required: true }),
        makeField("address_line2"),
        makeField("suburb"),
        makeField("city"),
        makeField("postcode"),
        makeField("country", { renderType: "country" }),
      ]),
    );
    const box = screen.getByRole("combobox", { name: "Label of address_search" });
    await form.user.type(box, "12 Kow");
    const option = await screen.findByRole("option", { name: /12 Kōwhai Street/ });
    expect(box).toHaveAttribute("aria-expanded", "true");
    const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), "http://portal.test");
    expect(url.searchParams.get("q")).toBe("12 Kow");
    await form.user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", option.id);
    await form.user.keyboard("{Enter}");
    expect(screen.getByLabelText(/^Label of address_line1/)).toHaveValue("12 Kōwhai Street");
    expect(screen.getByLabelText("Label of suburb")).toHaveValue("Ponsonby");
    expect(screen.getByLabelText("Label of city")).toHaveValue("Auckland");
    expect(screen.getByLabelText("Label of postcode")).toHaveValue("1011");
    expect(screen.getByRole("combobox", { name: "Label of country" })).toHaveValue("NZ");
    expect(box).toHaveValue("12 Kōwhai Street, Ponsonby, Auckland 1011");
    expect(box).toHaveAttribute("aria-expanded", "false");
  });

  it("says so, and leaves the fields to be typed, when the suggestions cannot be had", async () => {
    fakeService({});
    const form = await renderPageForm(pageOf([makeField("home", { renderType: "address" })]));
    await form.user.type(screen.getByRole("combobox", { name: "Label of home" }), "12 Kow");
    expect(
      await screen.findByText(/Address suggestions are not available at the moment/),
    ).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
