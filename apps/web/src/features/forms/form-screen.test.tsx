import type { FormResponse, Page } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeAuthResponse } from "../../test/factories.ts";
import { makePayment } from "../../test/form-factories.ts";
import { fakeService, renderApp } from "../../test/render-app.tsx";
import { browser } from "./browser.ts";
import { prefetchForm } from "./form-prefetch.ts";
import { BREADCRUMBS_STORAGE_KEY } from "./navigation/breadcrumbs.ts";
import { makeField, makePageCodes, makeSummary, pageOf } from "./test-support.tsx";

const session = makeAuthResponse({ odooSessionId: "s-1" });
const formUrl = "/registry/api/v1/form/APC/tok";
/** The payment of invoice page p2: back to p3 when paid, to p2 when not. */
const invoicePayment = (overrides: Parameters<typeof makePayment>[0] = {}) =>
  makePayment({ nextPage: "p3", nextPageError: "p2", ...overrides });

function answer(page: Page, overrides: Partial<FormResponse> = {}): FormResponse {
  return {
    form: makeSummary({
      pageCodes: makePageCodes(["p1", "enabled", true], ["p2", "enabled"], ["p3", "visible"]),
    }),
    page,
    ...overrides,
  };
}

const firstPage = pageOf([makeField("name", { value: "Aroha" })], { code: "p1" });
const secondPage = pageOf([makeField("city")], { code: "p2" });

describe("form screen", () => {
  it("shows a loading view while the form is fetched, then the page", async () => {
    let release!: () => void;
    const waiting = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeService({
      [`GET ${formUrl}/p1`]: async () => {
        await waiting;
        return Response.json(answer(firstPage));
      },
    });
    const app = await renderApp({ path: "/form/APC/tok/p1", session });
    await waitFor(() =>
      expect(app.store.getState().form).toMatchObject({ form: null, isFetching: true }),
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    release();
    expect(
      await screen.findByRole("heading", { name: "Annual Practising Certificate" }),
    ).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Label of name" })).toHaveValue("Aroha");
    expect(app.store.getState().form.isFetching).toBe(false);
  });

  it("shows a page asked for at boot without asking the service for it again", async () => {
    const fetchMock = fakeService({ [`GET ${formUrl}/p1`]: Response.json(answer(firstPage)) });
    prefetchForm({ formType: "APC", formId: "tok", page: "p1" }, "s-1");
    await renderApp({ path: "/form/APC/tok/p1", session });
    expect(await screen.findByRole("textbox", { name: "Label of name" })).toHaveValue("Aroha");
    const formCalls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith(formUrl));
    expect(formCalls).toHaveLength(1);
  });

  it("says once, as an error announced, that a page is not available yet, with the way on", async () => {
    fakeService({
      [`GET ${formUrl}/p3`]: Response.json(
        { message: 'The page "Page p3" is not available yet.' },
        { status: 400 },
      ),
    });
    await renderApp({ path: "/form/APC/tok/p3", session });
    const heading = await screen.findByRole("heading", { name: "This page is not available yet" });
    // An alert (a screen reader announces it), the heading focused, the title saying so.
    const alert = screen.getByRole("alert", { name: "This page is not available yet" });
    expect(alert).toHaveTextContent('The page "Page p3" is not available yet.');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe("Error: Dental Council Portal");
    expect(
      within(alert).getByRole("link", { name: "Continue where you left off" }),
    ).toHaveAttribute("href", "/form/APC/tok");
    // Not also a danger banner, nor the not-found content.
    expect(screen.getAllByRole("alert")).toEqual([alert]);
    expect(screen.queryByRole("heading", { name: "Page not found" })).toBeNull();
  });

  it("shows the not-found view and the service's message when the form cannot be loaded", async () => {
    fakeService({
      [`GET ${formUrl}/p3`]: Response.json({ message: "Form not found." }, { status: 404 }),
    });
    await renderApp({ path: "/form/APC/tok/p3", session });
    expect(await screen.findByRole("alert")).toHaveTextContent("Form not found.");
    // The configured HTML appears once the sanitiser has come (loaded on first use).
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  it("refuses an answer whose page is not enabled in the form's page list", async () => {
    fakeService({ [`GET ${formUrl}/p3`]: Response.json(answer({ ...secondPage, code: "p3" })) });
    await renderApp({ path: "/form/APC/tok/p3", session });
    expect(
      await screen.findByRole("heading", { name: "This page is not available yet" }),
    ).toBeVisible();
    expect(screen.getByText('The page "Page p3" is not available.')).toBeVisible();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("lists the pages: disabled ones left out, visible ones not clickable, done ones ticked", async () => {
    fakeService({
      [`GET ${formUrl}/p1`]: Response.json(
        answer(firstPage, {
          form: makeSummary({
            pageCodes: makePageCodes(
              ["p1", "enabled", true],
              ["skip", "disabled"],
              ["p2", "enabled"],
              ["p3", "visible"],
            ),
          }),
        }),
      ),
      [`GET ${formUrl}/p2`]: Response.json(answer(secondPage)),
    });
    const app = await renderApp({ path: "/form/APC/tok/p1", session });
    const tabs = await screen.findByRole("navigation", { name: "Form pages" });
    const items = within(tabs).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["1Page p1 ✓", "2Page p2", "3Page p3"]);
    expect(within(tabs).getByRole("link", { name: "Page p1 (done)" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const visible = within(items[2]!).getByRole("link", { name: "Page p3" });
    expect(visible).toHaveAttribute("aria-disabled", "true");
    expect(visible).not.toHaveAttribute("href");
    await app.user.click(visible);
    expect(app.location()).toBe("/form/APC/tok/p1");

    await app.user.click(within(tabs).getByRole("link", { name: "Page p2" }));
    await waitFor(() => expect(app.location()).toBe("/form/APC/tok/p2"));
    expect(await screen.findByRole("textbox", { name: "Label of city" })).toBeVisible();
  });

  it("asks for a page opened by its tab at once, once, and takes the page shown away meanwhile", async () => {
    let release!: () => void;
    const waiting = new Promise<void>((resolve) => {
      release = resolve;
    });
    let addressWhenAsked = "";
    const fetchMock = fakeService({
      [`GET ${formUrl}/p1`]: Response.json(answer(firstPage)),
      [`GET ${formUrl}/p2`]: async () => {
        addressWhenAsked = app.location();
        await waiting;
        return Response.json(answer(secondPage));
      },
    });
    const app = await renderApp({ path: "/form/APC/tok/p1", session });
    const tabs = await screen.findByRole("navigation", { name: "Form pages" });
    await app.user.click(within(tabs).getByRole("link", { name: "Page p2" }));
    // Asked for before the address changed; the first page gone, the load under way.
    expect(addressWhenAsked).toBe("/form/APC/tok/p1");
    await waitFor(() => expect(app.location()).toBe("/form/APC/tok/p2"));
    expect(screen.queryByRole("textbox", { name: "Label of name" })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(app.store.getState().form).toMatchObject({
      formPage: "p2",
      form: null,
      isFetching: true,
    });
    release();
    expect(await screen.findByRole("textbox", { name: "Label of city" })).toBeVisible();
    const asked = fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/p2"));
    expect(asked).toHaveLength(1);
  });

  it("shows a loaded page's message as a success, and a registrar's note as a warning", async () => {
    fakeService({
      [`GET ${formUrl}/p1`]: Response.json(answer(firstPage, { message: "Welcome back." })),
      [`GET ${formUrl}/p2`]: Response.json(
        answer(secondPage, {
          message: "Please attach your certificate.",
          messageType: "warning",
        }),
      ),
    });
    const app = await renderApp({ path: "/form/APC/tok/p1", session });
    await screen.findByText("Welcome back.");
    await app.router.navigate("/form/APC/tok/p2");
    await screen.findByText("Please attach your certificate.");
    expect(app.store.getState().messages.map((m) => [m.message, m.messageType])).toContainEqual([
      "Please attach your certificate.",
      "warning",
    ]);
    expect(app.store.getState().messages.map((m) => [m.message, m.messageType])).not.toContainEqual(
      ["Please attach your certificate.", "success"],
    );
  });

  it("tells a draft moved to a new version which questions are new or changed, by page", async () => {
    const changes = {
      fromVersion: 1,
      questions: [
        { page: "p1", pageName: "Your details", label: "Languages", change: "new" as const },
        { page: "p1", pageName: "Your details", label: "Phone", change: "changed" as const },
        { page: "p2", pageName: "Practice", label: "City", change: "new" as const },
      ],
    };
    const summary = makeSummary({ pageCodes: makePageCodes(["p1", "enabled"], ["p2", "visible"]) });
    fakeService({
      [`GET ${formUrl}/p1`]: Response.json(answer(firstPage, { form: { ...summary, changes } })),
    });
    await renderApp({ path: "/form/APC/tok/p1", session });
    const notice = await screen.findByRole("region", {
      name: "This form has changed since you started it",
    });
    expect(
      within(notice)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Your details: Languages (new question); Phone (changed)",
      "Practice: City (new question)",
    ]);
  });

  it("shows no notice on a form still on the version it began on", async () => {
    fakeService({ [`GET ${formUrl}/p1`]: Response.json(answer(firstPage)) });
    await renderApp({ path: "/form/APC/tok/p1", session });
    expect(await screen.findByRole("textbox", { name: "Label of name" })).toBeVisible();
    expect(screen.queryByRole("region", { name: /This form has changed/ })).toBeNull();
  });

  it("takes initial values from the query string", async () => {
    fakeService({ [`GET ${formUrl}/p2`]: Response.json(answer(secondPage)) });
    await renderApp({ path: "/form/APC/tok/p2?city=Dunedin&returnUrl=%2F", session });
    expect(await screen.findByRole("textbox", { name: "Label of city" })).toHaveValue("Dunedin");
  });

  it("after a save, shows the message and opens the next page that is not disabled", async () => {
    const codes = makePageCodes(["p1", "enabled", true], ["skip", "disabled"], ["p2", "enabled"]);
    const fetchMock = fakeService({
      [`GET ${formUrl}/p1`]: Response.json(
        answer(firstPage, { form: makeSummary({ pageCodes: codes }) }),
      ),
      [`POST ${formUrl}/p1`]: Response.json({
        message: "Page saved.",
        form: makeSummary({ pageCodes: codes }),
        page: { ...firstPage, state: "done" },
      }),
      [`GET ${formUrl}/p2`]: Response.json(
        answer(secondPage, { form: makeSummary({ pageCodes: codes }) }),
      ),
    });
    const app = await renderApp({ path: "/form/APC/tok/p1", session });
    await app.user.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() => expect(app.location()).toBe("/form/APC/tok/p2"));
    expect(await screen.findByText("Page saved.")).toBeVisible();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(new Headers(post[1]?.headers).get("Odoo-Session-Id")).toBe("s-1");
    expect(new URLSearchParams(String(post[1]?.body)).get("page")).toBe('{"name":"Aroha"}');
  });

  it("labels the button Submit on a process page, Pay now on an invoice page, or as the page says", async () => {
    fakeService({
      [`GET ${formUrl}/p1`]: Response.json(answer({ ...firstPage, formProcessPage: true })),
      [`GET ${formUrl}/p2`]: Response.json(answer({ ...secondPage, buttonLabel: "Send it" })),
    });
    const app = await renderApp({ path: "/form/APC/tok/p1", session });
    expect(await screen.findByRole("button", { name: "Submit" })).toBeVisible();
    await app.router.navigate("/form/APC/tok/p2");
    expect(await screen.findByRole("button", { name: "Send it" })).toBeVisible();
  });

  it("sends the browser to the payment endpoint after an invoice page is saved", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => undefined);
    vi.spyOn(Date, "now").mockReturnValue(1_760_000_000_000);
    const invoice = pageOf([], {
      code: "p2",
      formInvoicePage: true,
      payment: invoicePayment({ details: { reference: "APC-2026" } }),
    });
    fakeService({
      [`GET ${formUrl}/p2`]: Response.json(answer(invoice)),
      [`POST ${formUrl}/p2`]: Response.json({
        message: "Saved",
        page: { ...invoice, state: "done" },
      }),
    });
    const app = await renderApp({ path: "/form/APC/tok/p2", session });
    await app.user.click(await screen.findByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0]![0], "http://portal.test");
    expect(url.pathname).toBe("/odoo_payment/api/v1/payment");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      amount: "1150",
      transactionId: "1760000000000",
      returnUrl: `${window.location.origin}/form/APC/tok/p3`,
      returnErrorUrl: `${window.location.origin}/form/APC/tok/p2`,
      reference: "APC-2026",
    });
    expect(screen.getByRole("button", { name: "Redirecting..." })).toBeDisabled();
    expect(app.location()).toBe("/form/APC/tok/p2");
  });

  it("pays with the payment of the saved page: the service's fresh transaction and intent", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => undefined);
    const payment = invoicePayment({
      transactionId: "17600000000001234567890",
      details: { intent: "loaded-intent" },
    });
    const invoice = pageOf([], { code: "p2", formInvoicePage: true, payment });
    fakeService({
      [`GET ${formUrl}/p2`]: Response.json(answer(invoice)),
      [`POST ${formUrl}/p2`]: Response.json({
        message: "Saved",
        page: {
          ...invoice,
          state: "done",
          payment: {
            ...payment,
            transactionId: "17600000000009876543210",
            details: { intent: "saved-intent" },
          },
        },
      }),
    });
    const app = await renderApp({ path: "/form/APC/tok/p2", session });
    await app.user.click(await screen.findByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0]![0], "http://portal.test");
    expect(url.searchParams.get("transactionId")).toBe("17600000000009876543210");
    expect(url.searchParams.get("intent")).toBe("saved-intent");
  });
});

describe("a payment page populated with registered fields (SPEC §4)", () => {
  const invoice = pageOf(
    [makeField("payment_reference", { renderType: "hidden", value: "APC-2026" })],
    {
      code: "p2",
      formInvoicePage: true,
      payment: invoicePayment(),
    },
  );

  it("is submitted once by itself and sends the browser to the payment, even in StrictMode", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => undefined);
    const fetchMock = fakeService({
      [`GET ${formUrl}/p2`]: Response.json(answer(invoice)),
      [`POST ${formUrl}/p2`]: Response.json({
        message: "Saved",
        page: { ...invoice, state: "done" },
      }),
    });
    const app = await renderApp({ path: "/form/APC/tok/p2", session, strict: true });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(new URL(assign.mock.calls[0]![0], "http://portal.test").pathname).toBe(
      "/odoo_payment/api/v1/payment",
    );
    expect(screen.getByRole("button", { name: "Redirecting..." })).toBeDisabled();
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(posts()).toHaveLength(1);
    expect(new URLSearchParams(String(posts()[0]![1]?.body)).get("page")).toBe(
      '{"payment_reference":"APC-2026"}',
    );

    // Back on the page (a declined payment returns here): it waits for Pay now.
    app.unmount();
    await renderApp({ path: "/form/APC/tok/p2", session, strict: true });
    expect(await screen.findByRole("button", { name: "Pay now" })).toBeEnabled();
    expect(posts()).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe("breadcrumbs", () => {
  it("follow a link in the form's HTML, shown from two crumbs on, 'APC dental' as 'APC'", async () => {
    const withLink = pageOf([], { code: "p1" });
    withLink.sections[0]!.html =
      '<p>See <a href="/portal/form/PEER/tok2/r1">your peer form</a>.</p>';
    fakeService({
      [`GET ${formUrl}/p1`]: Response.json(
        answer(withLink, { form: makeSummary({ name: "APC dental" }) }),
      ),
      "GET /registry/api/v1/form/PEER/tok2/r1": Response.json({
        form: makeSummary({
          code: "PEER",
          formToken: "tok2",
          name: "Peer relationship",
          pageCodes: makePageCodes(["r1", "enabled"]),
        }),
        page: pageOf([makeField("peer")], { code: "r1" }),
      }),
    });
    const app = await renderApp({ path: "/form/APC/tok/p1", session });
    await screen.findByRole("heading", { name: "APC dental" });
    // One crumb (this form) is not shown.
    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).toBeNull();

    await app.user.click(screen.getByRole("link", { name: "your peer form" }));
    await waitFor(() => expect(app.location()).toBe("/form/PEER/tok2/r1"));
    const trail = await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(
      within(trail)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["APC", "your peer form"]);
    expect(within(trail).getByRole("link", { name: "APC" })).toHaveAttribute(
      "href",
      "/form/APC/tok/p1",
    );
    expect(JSON.parse(sessionStorage.getItem(BREADCRUMBS_STORAGE_KEY)!)).toHaveLength(2);
  });
});
