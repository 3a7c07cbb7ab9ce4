import {
  auditStatusNames,
  cpdAuditMessages,
  cpdAuditPaths,
  type PractitionerAudit,
} from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makePractitionerAudit, refusal } from "../../test/audit-factories.ts";
import { makeAuthResponse, makeTile } from "../../test/factories.ts";
import { fakeService, renderApp } from "../../test/render-app.tsx";

const NAME = "Your recertification audit";

async function showAudits(
  audits: PractitionerAudit[] | (() => PractitionerAudit[]),
  answers: Record<string, () => Response> = {},
  path = "/",
) {
  const session = makeAuthResponse({
    odooSessionId: "s-8",
    tiles: [makeTile("recertification", { subTiles: [makeTile("cpd_log")] })],
  });
  const fetchMock = fakeService({
    "GET /web_portal/api/v1/user": Response.json(session),
    [`GET ${cpdAuditPaths.audits}`]: () =>
      Response.json({ items: typeof audits === "function" ? audits() : audits }),
    ...answers,
  });
  const posts = () =>
    fetchMock.mock.calls.filter(
      ([url, init]) => String(url) === cpdAuditPaths.evidence(7) && init?.method === "POST",
    );
  const asked = () => fetchMock.mock.calls.some(([url]) => String(url) === cpdAuditPaths.audits);
  return { ...(await renderApp({ path, session })), posts, asked };
}

describe("the practitioner's recertification audit", () => {
  it("shows the deadline and the activities a submission sends, then submits them", async () => {
    let submitted = false;
    const app = await showAudits(
      () => [
        submitted
          ? makePractitionerAudit({
              status: "submitted",
              evidenceSubmittedAt: "2026-11-25T02:00:00.000Z",
            })
          : makePractitionerAudit(),
      ],
      {
        [`POST ${cpdAuditPaths.evidence(7)}`]: () => {
          submitted = true;
          return Response.json({ message: cpdAuditMessages.submitted });
        },
      },
    );
    const region = await screen.findByRole("region", { name: NAME });
    expect(region).toHaveTextContent(
      "Your dental hygienist cycle of 1 April 2025 to 31 March 2027 is sampled for audit. " +
        "Submit the evidence of your CPD by 18 December 2026.",
    );
    const activities = within(region).getAllByRole("heading", { level: 4 });
    expect(activities.map((heading) => heading.textContent)).toEqual([
      "12 May 2026: Cultural safety, 6.5 hours",
      "3 August 2026: Clinical and scientific, 1 hour",
    ]);
    expect(region).toHaveTextContent("DescriptionTikanga in the dental chair");
    // What was learnt, the provider and the files are the registrar's to read, not repeated here.
    expect(region).not.toHaveTextContent("Te Whare Ako");
    expect(within(region).queryByRole("link")).toBeNull();

    await app.user.click(within(region).getByRole("button", { name: "Submit my evidence" }));
    expect(await within(region).findByText(cpdAuditMessages.submitted)).toBeInTheDocument();
    await waitFor(() => expect(region).toHaveTextContent(`Status: ${auditStatusNames.submitted}.`));
    expect(within(region).queryByRole("button", { name: "Submit my evidence" })).toBeNull();
    expect(app.posts()).toHaveLength(1);
  });

  it("shows the service's refusal of a submission in the panel's error summary", async () => {
    const app = await showAudits([makePractitionerAudit({ activities: [] })], {
      [`POST ${cpdAuditPaths.evidence(7)}`]: refusal(cpdAuditMessages.nothingLogged, 422),
    });
    const region = await screen.findByRole("region", { name: NAME });
    await app.user.click(within(region).getByRole("button", { name: "Submit my evidence" }));
    const summary = await within(region).findByRole("alert");
    expect(summary).toHaveTextContent("There is a problem");
    expect(summary).toHaveTextContent(cpdAuditMessages.nothingLogged);
    expect(within(region).queryByText(cpdAuditMessages.submitted)).toBeNull();
  });

  it("shows the outcome once the registrar has recorded it", async () => {
    await showAudits([
      makePractitionerAudit({
        status: "remedial",
        evidenceSubmittedAt: "2026-11-25T02:00:00.000Z",
        outcome: "remedial",
        remedialDue: "2027-02-28",
        note: "Plan your cultural safety hours.",
      }),
    ]);
    const region = await screen.findByRole("region", { name: NAME });
    expect(region).toHaveTextContent(`Status: ${auditStatusNames.remedial}.`);
    expect(region).toHaveTextContent(
      `Outcome${auditStatusNames.remedial}Remedial plan due28 February 2027` +
        "The registrar's notePlan your cultural safety hours.",
    );
    expect(within(region).queryByRole("button")).toBeNull();
  });

  it("shows on the Recertification tile's screen too", async () => {
    await showAudits([makePractitionerAudit()], {}, "/sub/recertification");
    expect(await screen.findByRole("region", { name: NAME })).toBeInTheDocument();
  });

  it("shows nothing to a practitioner not sampled", async () => {
    const { asked } = await showAudits([]);
    await waitFor(() => expect(asked()).toBe(true));
    await screen.findByRole("heading", { name: "Dashboard" });
    expect(screen.queryByRole("region", { name: NAME })).toBeNull();
  });
});
