import type { FormResponse, RenderPayload } from "@portal/contract";
import { printedValue } from "@portal/forms";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeAuthResponse, makeConfig } from "../../../test/factories.ts";
import { fakeService, renderApp } from "../../../test/render-app.tsx";
import {
  makeField,
  makeGroup,
  makePage,
  makePageCodes,
  makeSummary,
  pageOf,
} from "../test-support.tsx";
import { printedSections, renderFileName, renderProcessPdf } from "./render-pdf.ts";
import { loadShownOptions } from "./shown-options.ts";

const session = makeAuthResponse({ odooSessionId: "s-1" });
const formUrl = "/registry/api/v1/form/APC/tok";
const renderUrl = "/registry/api/v1/render";

describe("collecting a process page's sections", () => {
  it("puts the values being saved into the current page, one value per live row, files by name only", () => {
    const page = makePage([
      makeGroup("g", [makeField("name"), makeField("cv", { renderType: "file_upload" })]),
      makeGroup("rows", [makeField("city")], { hasMany: true }),
    ]);
    const sections = printedSections(page, {
      name: "Aroha",
      cv: [{ fileName: "cv.pdf", fileSize: 3, mimeType: "application/pdf", base64: "QUJD" }],
      rows: [{ city: "Nelson" }, { city: "Gone", __deleted: true }, { city: "Motueka" }],
    });
    const [plain, rows] = sections[0]!.fieldGroups;
    expect(plain!.fields.map((f) => f.value)).toEqual([
      "Aroha",
      [{ fileName: "cv.pdf", fileSize: 3, mimeType: "application/pdf", base64: "" }],
    ]);
    expect(rows!.fields[0]!.value).toEqual(["Nelson", "Motueka"]);
  });

  it("prints a saved page as the form showed it: endpoint and country labels, no hidden question", async () => {
    const page = makePage([
      makeGroup("g", [
        makeField("practice_type", {
          renderType: "select",
          value: "dentist",
          fieldDetails: { endpoint: "/options/practice-types" },
        }),
        makeField("scopes", {
          renderType: "select_multi",
          value: ["general_dental"],
          fieldDetails: { endpoint: "/options/scopes", dependsOn: ["practice_type"] },
        }),
        makeField("country", { renderType: "country", value: "WS" }),
        makeField("why", {
          value: "typed, then hidden",
          showExpression: [{ fieldName: "country", value: "NZ" }],
        }),
      ]),
    ]);
    const asked: string[] = [];
    const sent: RenderPayload[] = [];
    const form = makeSummary({ pageCodes: makePageCodes(["a", "done"], ["review", "enabled"]) });
    const review = pageOf([], { code: "review", formProcessPage: true });
    await renderProcessPdf(form, { page: review, values: {} }, "s-1", {
      fetchPage: async () => ({ ...page, code: "a" }),
      shownOptions: (shown, values) =>
        loadShownOptions(shown, values, {
          countryList: [{ code: "WS", name: "Samoa" }],
          load: async (endpoint, pageCode, dependencies) => {
            asked.push(`${endpoint} ${pageCode} ${JSON.stringify(dependencies)}`);
            return endpoint.endsWith("practice-types")
              ? [{ id: "dentist", name: "Dentist" }]
              : [{ id: "general_dental", name: "General dental practice" }];
          },
        }),
      submit: async (payload) => {
        sent.push(payload);
      },
      start: () => {},
      page: () => {},
      submitting: () => {},
      complete: () => {},
    });
    expect(asked.sort()).toEqual([
      "/options/practice-types a {}",
      '/options/scopes a {"practice_type":"dentist"}',
    ]);
    const fields = sent[0]!.sections.flatMap((s) => s.fieldGroups.flatMap((g) => g.fields));
    expect(fields.map((f) => [f.fieldName, printedValue(f, f.value as never)])).toEqual([
      ["practice_type", "Dentist"],
      ["scopes", "General dental practice"],
      ["country", "Samoa"],
    ]);
  });

  it("fetches every non-disabled page before the current one, in order, then submits once", async () => {
    const calls: string[] = [];
    const form = makeSummary({
      pageCodes: makePageCodes(
        ["a", "done"],
        ["off", "disabled"],
        ["b", "enabled"],
        ["review", "enabled"],
        ["pay", "visible"],
      ),
    });
    const review = pageOf([makeField("agree", { renderType: "checkbox" })], {
      code: "review",
      formProcessPage: true,
    });
    let sent: RenderPayload | undefined;
    await renderProcessPdf(form, { page: review, values: { agree: true } }, "s-1", {
      fetchPage: async (code) => {
        calls.push(`fetch ${code}`);
        return pageOf([makeField(`f_${code}`, { value: code })], { code });
      },
      submit: async (payload) => {
        calls.push("submit");
        sent = payload;
      },
      start: (n) => calls.push(`start ${n}`),
      page: (n) => calls.push(`page ${n}`),
      submitting: () => calls.push("submitting"),
      complete: () => calls.push("complete"),
    });
    expect(calls).toEqual([
      "start 3",
      "page 1",
      "fetch a",
      "page 2",
      "fetch b",
      "page 3",
      "submitting",
      "submit",
      "complete",
    ]);
    expect(sent).toMatchObject({
      fileName: "Annual Practising Certificate - APC.pdf",
      formId: "tok",
      sessionId: "s-1",
    });
    expect(
      sent!.sections.flatMap((s) => s.fieldGroups.flatMap((g) => g.fields.map((f) => f.value))),
    ).toEqual(["a", "b", true]);
    expect(renderFileName({ name: "X", code: "Y" })).toBe("X - Y.pdf");
  });
});

/** Opens process page "review" of a portal that renders PDFs, and presses Submit. */
async function submitReview() {
  const app = await renderApp({
    path: "/form/APC/tok/review",
    session,
    config: makeConfig({ renderPdfEndpoint: renderUrl }),
  });
  await app.user.click(await screen.findByRole("button", { name: "Submit" }));
  return app;
}

describe("the form screen on a process page", () => {
  it("renders the PDF with a readable progress view, then saves and moves on", async () => {
    const codes = makePageCodes(
      ["p1", "done", true],
      ["skip", "disabled"],
      ["p2", "done", true],
      ["review", "enabled"],
      ["done", "visible"],
    );
    const summary = makeSummary({ pageCodes: codes });
    const review = pageOf([makeField("agree", { value: "yes" })], {
      code: "review",
      formProcessPage: true,
    });
    const answer = (page: FormResponse["page"]): FormResponse => ({ form: summary, page });
    let releasePage!: () => void;
    const pageGate = new Promise<void>((r) => {
      releasePage = r;
    });
    let releaseRender!: () => void;
    const renderGate = new Promise<void>((r) => {
      releaseRender = r;
    });
    const fetchMock = fakeService({
      [`GET ${formUrl}/review`]: Response.json(answer(review)),
      [`GET ${formUrl}/p1`]: Response.json(
        answer(pageOf([makeField("name", { value: "Aroha" })], { code: "p1" })),
      ),
      [`GET ${formUrl}/p2`]: async () => {
        await pageGate;
        return Response.json(
          answer(pageOf([makeField("city", { value: "Nelson" })], { code: "p2" })),
        );
      },
      [`POST ${renderUrl}`]: async () => {
        await renderGate;
        return Response.json({ message: "Form rendered." });
      },
      [`POST ${formUrl}/review`]: Response.json({
        message: "Submitted.",
        form: makeSummary({
          pageCodes: makePageCodes(
            ["p1", "done", true],
            ["review", "done", true],
            ["done", "enabled"],
          ),
        }),
        page: { ...review, state: "done" },
      }),
      [`GET ${formUrl}/done`]: Response.json(
        answer(pageOf([], { code: "done", formEndPage: true })),
      ),
    });
    const app = await submitReview();

    expect(await screen.findByText("Saving form... (Rendering page 2/3)")).toBeVisible();
    const bar = screen.getByRole("progressbar", { name: "Saving form... (Rendering page 2/3)" });
    expect(bar).toHaveAttribute("aria-valuenow", "1");
    expect(bar).toHaveAttribute("aria-valuemax", "4");
    expect(screen.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    releasePage();

    expect(await screen.findByText("Saving form... (Sending to server)")).toBeVisible();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3");
    releaseRender();

    await waitFor(() => expect(app.location()).toBe("/form/APC/tok/done"));
    expect(screen.queryByRole("progressbar")).toBeNull();
    // Rendered, and back at rest once the next page loads.
    await waitFor(() =>
      expect(app.store.getState().form).toMatchObject({ hasRendered: false, isFetching: false }),
    );

    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(posts.map(([url]) => new URL(String(url), "http://x").pathname)).toEqual([
      renderUrl,
      `${formUrl}/review`,
    ]);
    const body = new URLSearchParams(String(posts[0]![1]?.body));
    expect(body.get("fileName")).toBe("Annual Practising Certificate - APC.pdf");
    expect(body.get("formId")).toBe("tok");
    expect(body.get("sessionId")).toBe("s-1");
    const values = JSON.parse(body.get("sections")!).flatMap(
      (s: { fieldGroups: Array<{ fields: Array<{ value: unknown }> }> }) =>
        s.fieldGroups.flatMap((g) => g.fields.map((f) => f.value)),
    );
    expect(values).toEqual(["Aroha", "Nelson", "yes"]);
  });

  it("does not save the page when the render is refused", async () => {
    const summary = makeSummary({ pageCodes: makePageCodes(["review", "enabled"]) });
    const review = pageOf([makeField("agree", { value: "yes" })], {
      code: "review",
      formProcessPage: true,
    });
    const fetchMock = fakeService({
      [`GET ${formUrl}/review`]: Response.json({ form: summary, page: review }),
      [`POST ${renderUrl}`]: Response.json({ message: "Form not found." }, { status: 404 }),
    });
    const app = await submitReview();
    expect(await screen.findByText("Submission Failed")).toBeVisible();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(1);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(app.location()).toBe("/form/APC/tok/review");
    vi.restoreAllMocks();
  });
});
