import {
  type CertificateStatus,
  type ConcernsAboutMe,
  certificatePaths,
  certificatePdfPath,
  concernsAboutMePath,
  SESSION_HEADER,
} from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeAuthResponse, makeConfig, makeTile } from "../../test/factories.ts";
import { fakeService, renderApp } from "../../test/render-app.tsx";

describe("dashboard", () => {
  it("refreshes the user and tiles from the service on arrival", async () => {
    const stale = makeAuthResponse({
      odooSessionId: "s-1",
      tiles: [makeTile("old", { name: "Old tile" })],
    });
    const fresh = makeAuthResponse({
      odooSessionId: "s-1",
      userDetails: { email: "a@example.org", firstName: "Mere", passwordResetPending: false },
      tiles: [makeTile("apc", { name: "APC" })],
    });
    const fetchMock = fakeService({ "GET /web_portal/api/v1/user": Response.json(fresh) });
    const app = await renderApp({ path: "/", session: stale });

    const main = await screen.findByRole("main");
    expect(await within(main).findByRole("link", { name: "APC" })).toBeInTheDocument();
    expect(screen.queryByText("Old tile")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome Mere");
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get(SESSION_HEADER)).toBe("s-1");
    expect(app.store.getState().dashboard.tiles.map((t) => t.type)).toEqual(["apc"]);
  });

  it("orders the tiles and links them by whether they have sub-tiles", async () => {
    const session = makeAuthResponse({
      tiles: [
        makeTile("declarations", { name: "Declarations" }),
        makeTile("recertification", { name: "Recertification", subTiles: [makeTile("peer")] }),
        makeTile("apc", { name: "APC dental" }),
      ],
    });
    fakeService({ "GET /web_portal/api/v1/user": Response.json(session) });
    await renderApp({
      path: "/",
      session,
      config: makeConfig({
        tileOrder: ["apc", "recertification"],
        content: {
          tiles: { apc: { name: "Annual Practising Certificate", description: "Renew it yearly" } },
        },
      }),
    });
    const main = await screen.findByRole("main");
    // The tiles' links, not the self-report's below them.
    const tileLinks = () =>
      within(main)
        .getAllByRole("link")
        .filter((link) => !link.textContent?.includes("self-report"));
    await waitFor(() => expect(tileLinks()).toHaveLength(3));
    expect(tileLinks().map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Annual Practising Certificate", "/forms/apc"],
      ["Recertification", "/sub/recertification"],
      ["Declarations", "/forms/declarations"],
    ]);
    expect(within(main).getByText("Renew it yearly")).toBeInTheDocument();
  });

  describe("the practising certificate", () => {
    const pdf = () =>
      new Response(new Uint8Array([37, 80, 68, 70]), {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": 'attachment; filename="practising-certificate-2026-2027.pdf"',
        },
      });
    const showStatus = async (status: CertificateStatus) => {
      const session = makeAuthResponse({
        odooSessionId: "s-9",
        tiles: [makeTile("apc", { name: "APC" })],
      });
      const fetchMock = fakeService({
        "GET /web_portal/api/v1/user": Response.json(session),
        [`GET ${certificatePaths.status}`]: Response.json(status),
        [`GET ${certificatePdfPath}`]: pdf,
      });
      return { fetchMock, ...(await renderApp({ path: "/", session })) };
    };

    it.each([
      { state: "current", year: "2026/2027", currentUntil: "2027-03-31" },
      { state: "expired", year: "2026/2027", expiredOn: "2027-03-31" },
    ] as const)("downloads the $state certificate's PDF with the session", async (status) => {
      const saved: string[] = [];
      // jsdom has no object URLs: the PDF's stands in as "blob:pdf".
      vi.stubGlobal(
        "URL",
        class extends URL {
          static override createObjectURL = () => "blob:pdf";
          static override revokeObjectURL = () => undefined;
        },
      );
      vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push(`${this.href} ${this.download}`);
      });
      const { fetchMock, user } = await showStatus(status);
      await user.click(
        await screen.findByRole("link", { name: "Download your practising certificate (PDF)" }),
      );
      await waitFor(() => expect(saved).toEqual(["blob:pdf practising-certificate-2026-2027.pdf"]));
      const call = fetchMock.mock.calls.find(([url]) => String(url) === certificatePdfPath);
      expect(new Headers(call?.[1]?.headers).get(SESSION_HEADER)).toBe("s-9");
    });

    it("says until when it is current", async () => {
      await showStatus({ state: "current", year: "2026/2027", currentUntil: "2027-03-31" });
      expect(await screen.findByRole("status")).toHaveTextContent(
        "Your practising certificate is current until 31 March 2027.",
      );
    });

    it("says to renew by the deadline, what the grace period means, and links the renewal", async () => {
      await showStatus({
        state: "renew",
        year: "2026/2027",
        currentUntil: "2027-03-31",
        renewal: { year: "2027/2028", renewBy: "2027-03-31", graceEnds: "2027-04-14" },
      });
      const region = await screen.findByRole("region", { name: "Renew by 31 March 2027" });
      expect(region).toHaveTextContent(
        "Apply for your 2027/2028 certificate by 31 March 2027. After that a grace period runs until 14 April 2027",
      );
      expect(
        within(region).getByRole("link", { name: "Renew your practising certificate" }),
      ).toHaveAttribute("href", "/forms/apc/new/APC");
    });

    it("continues a renewal already started", async () => {
      await showStatus({
        state: "renew",
        year: "2026/2027",
        currentUntil: "2027-03-31",
        renewal: {
          year: "2027/2028",
          renewBy: "2027-03-31",
          graceEnds: "2027-04-14",
          formToken: "tok-1",
        },
      });
      expect(await screen.findByRole("link", { name: "Continue your renewal" })).toHaveAttribute(
        "href",
        "/form/APC/tok-1",
      );
    });

    it("says when it expired", async () => {
      await showStatus({ state: "expired", year: "2026/2027", expiredOn: "2027-03-31" });
      const region = await screen.findByRole("region", {
        name: "Your practising certificate expired on 31 March 2027",
      });
      expect(region).toHaveTextContent("You must not practise until a new certificate is issued.");
    });

    it("shows nothing when the service answers no certificate", async () => {
      fakeService({
        "GET /web_portal/api/v1/user": Response.json(makeAuthResponse()),
        [`GET ${certificatePaths.status}`]: Response.json({ state: "none" }),
      });
      await renderApp({ path: "/", session: makeAuthResponse() });
      await screen.findByRole("heading", { name: "Dashboard" });
      await waitFor(() => expect(screen.queryByText(/practising certificate/)).toBeNull());
    });
  });

  describe("the concerns about the practitioner", () => {
    const showConcerns = async (answer: ConcernsAboutMe | Response) => {
      const session = makeAuthResponse({ odooSessionId: "s-7" });
      const fetchMock = fakeService({
        "GET /web_portal/api/v1/user": Response.json(session),
        [`GET ${concernsAboutMePath}`]: answer instanceof Response ? answer : Response.json(answer),
      });
      return { fetchMock, ...(await renderApp({ path: "/", session })) };
    };
    const twoCases: ConcernsAboutMe = {
      cases: [
        {
          reference: "C-2026-000002",
          receivedOn: "2026-03-02",
          stage: "Closed",
          outcome: "No further action",
          raisedBy: "Hemi Walker",
          updates: [
            { at: "2026-03-10T01:00:00.000Z", text: "We have asked the practice for its records." },
            { at: "2026-04-01T01:00:00.000Z", text: "The case is closed." },
          ],
        },
        { reference: "C-2026-000001", receivedOn: "2026-03-01", stage: "Triage", updates: [] },
      ],
    };

    it("lists each case with its stage, outcome and released updates, under the dashboard's heading", async () => {
      const { fetchMock } = await showConcerns(twoCases);
      const region = await screen.findByRole("region", { name: "Concerns about your practice" });
      expect(within(region).getByRole("heading", { level: 3 })).toHaveTextContent(
        "Concerns about your practice",
      );
      const headings = within(region).getAllByRole("heading", { level: 4 });
      expect(headings.map((h) => h.textContent)).toEqual([
        "Concern C-2026-000002",
        "Concern C-2026-000001",
      ]);
      const [closed, open] = headings.map((h) => h.closest("li"));
      expect(closed).toHaveTextContent("Received2 March 2026");
      expect(closed).toHaveTextContent("StageClosed");
      expect(closed).toHaveTextContent("OutcomeNo further action");
      expect(closed).toHaveTextContent("Raised byHemi Walker");
      const updates = within(closed!).getByRole("list", {
        name: "Updates on concern C-2026-000002",
      });
      expect(
        within(updates)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual([
        "10 March 2026: We have asked the practice for its records.",
        "1 April 2026: The case is closed.",
      ]);
      expect(open).toHaveTextContent("StageTriage");
      expect(open).toHaveTextContent("No updates yet.");
      expect(open).not.toHaveTextContent("Outcome");
      expect(open).not.toHaveTextContent("Raised by");
      const call = fetchMock.mock.calls.find(([url]) => String(url) === concernsAboutMePath);
      expect(new Headers(call?.[1]?.headers).get(SESSION_HEADER)).toBe("s-7");
    });

    it("shows no section without a case, and offers a self-report by keyboard", async () => {
      const { user, location } = await showConcerns({ cases: [] });
      const link = await screen.findByRole("link", {
        name: "Report something about your own practice (a self-report)",
      });
      expect(screen.queryByRole("region", { name: "Concerns about your practice" })).toBeNull();
      link.focus();
      await user.keyboard("{Enter}");
      await waitFor(() => expect(location()).toBe("/raise-a-concern"));
    });

    it("tells of a failure the service may get past, and tries again", async () => {
      let answers = 0;
      fakeService({
        "GET /web_portal/api/v1/user": Response.json(makeAuthResponse()),
        [`GET ${concernsAboutMePath}`]: () => {
          answers += 1;
          return answers === 1
            ? Response.json({ message: "The service is busy." }, { status: 503 })
            : Response.json(twoCases);
        },
      });
      const { user } = await renderApp({ path: "/", session: makeAuthResponse() });
      expect(await screen.findByRole("alert")).toHaveTextContent("The service is busy.");
      await user.click(await screen.findByRole("button", { name: "Try again" }));
      expect(
        await screen.findByRole("region", { name: "Concerns about your practice" }),
      ).toBeInTheDocument();
    });

    it("passes over a refusal without a word: it must not suggest a concern exists", async () => {
      await showConcerns(Response.json({ message: "No." }, { status: 403 }));
      await screen.findByRole("link", { name: /a self-report/ });
      await waitFor(() => expect(screen.queryByText("No.")).toBeNull());
      expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
      expect(screen.queryByText(/Concerns about your practice/)).toBeNull();
    });
  });
});
