// The APC's recertification page read from the CPD log, over the real routes: the page shows
// the signed-in practitioner's own cycle as their completed activities count it (another's
// activities never counted, another's form never served), and a submission declaring the
// requirements met while the log at that moment falls short is flagged for the registrar with
// the figures compared – not one declared not met, nor one the log shows met.
import {
  apiPaths,
  cyclePaths,
  deskPaths,
  RECERT_PROGRESS_PLACEHOLDER,
  reviewQueueSchema,
  submissionViewSchema,
} from "@portal/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cpdActivity, cycleBody, linkedPractitioner, logCpdActivity } from "../../../test/cpd.ts";
import { pgliteOnly } from "../../../test/databases.ts";
import { formAnswer, postPage, sessionHeader } from "../../../test/form-pages.ts";
import { useRecertificationDesk } from "../../../test/recertification.ts";
import { apcPages, submitPaidApc } from "../../../test/review.ts";
import { forms, submissionFlags, submissions } from "../../db/schema.ts";

const declaredMet = { requirements_met: 1, requirements_met_explanation: "" };

/** A row of the page's table: requirement, required, in the log, status. */
const row = (label: string, required: string, logged: string, status: string) =>
  `<tr><th scope="row">${label}</th><td>${required}</td><td>${logged}</td><td>${status}</td></tr>`;

const pageHtml = (rows: string[]) =>
  "<p>Your CPD log on 1 March 2026 shows the following. It is counted from your log each time " +
  "this page is shown; to change it, add or complete activities in your CPD log.</p>" +
  '<table class="table table-sm caption-top"><caption>Dental hygienist: your cycle from ' +
  '1 April 2025 to 31 March 2027</caption><thead><tr><th scope="col">Requirement</th>' +
  '<th scope="col">Required</th><th scope="col">In your log</th><th scope="col">Status</th></tr>' +
  `</thead><tbody>${rows.join("")}</tbody></table>`;

describe.each(pgliteOnly)("the APC's recertification declaration on $name", (testDb) => {
  const desk = useRecertificationDesk(testDb);
  let aroha: string;
  let hemi: string;

  beforeAll(async () => {
    const { app, database } = desk;
    const { db } = database;
    // No plan required: the hours and contacts are what the declaration's figures are about
    // here (the plan's own row is the plan tests').
    const cycle = cycleBody({ categoryHours: { clinical: 20, cultural: 2 }, planRequired: false });
    const added = await desk.admin.call("POST", cyclePaths.cycles, cycle);
    expect(added.statusCode, added.body).toBe(200);
    aroha = await linkedPractitioner(app, db, "81301");
    hemi = await linkedPractitioner(app, db, "81302");
    await logCpdActivity({ app, db }, aroha, cpdActivity("2025-06-01", "clinical", "7.5"));
    await logCpdActivity({ app, db }, aroha, cpdActivity("2026-02-12", "peer", "1"));
    await logCpdActivity({ app, db }, aroha, cpdActivity("2026-02-20", "cultural", "3"), false);
    // Hemi's log meets every requirement; none of it is Aroha's.
    for (const [category, hours] of [
      ["clinical", "20"],
      ["cultural", "5"],
      ["professional", "14"],
      ["peer", "1"],
      ["peer", "1"],
    ]) {
      await logCpdActivity({ app, db }, hemi, cpdActivity("2025-09-01", category!, hours!));
    }
  });

  /** A new APC of the session's, saved up to its recertification page: that page as served. */
  async function recertificationPage(session: string) {
    const { app } = desk;
    const added = await app.inject({
      url: apiPaths.formAdd("APC"),
      headers: sessionHeader(session),
    });
    const token = added.json().form.formToken as string;
    for (const [code, values] of apcPages("20").slice(0, 2)) {
      const saved = formAnswer(
        await postPage(app, apiPaths.form("APC", token, code), values, session),
      );
      expect(saved.page?.state, saved.message).toBe("done");
    }
    const url = apiPaths.form("APC", token, "recertification");
    const res = await app.inject({ url, headers: sessionHeader(session) });
    expect(res.statusCode, res.body).toBe(200);
    return { token, url, page: formAnswer(res).page! };
  }

  it("shows the practitioner's own cycle from their log, read-only, on the page", async () => {
    const { page, url, token } = await recertificationPage(aroha);
    const [cycleSection] = page.sections;
    expect(cycleSection?.html).toBe(
      pageHtml([
        row("CPD hours in all", "40 hours", "8.5 hours", "Not yet"),
        row("Clinical and scientific", "20 hours", "7.5 hours", "Not yet"),
        row("Cultural safety", "2 hours", "0 hours", "Not yet"),
        row("Contacts with your professional peer", "2 contacts", "1 contact", "Not yet"),
      ]),
    );
    // Nothing of it is a field: the page asks only the declaration's questions.
    expect(cycleSection?.fieldGroups.flatMap((g) => g.fields.map((f) => f.fieldName))).toEqual([
      "requirements_met",
      "requirements_met_explanation",
      "cpd_log_true",
      "medical_emergency_date",
      "cpd_record",
    ]);
    // A refused save shows the figures too, counted again.
    const refused = formAnswer(await postPage(desk.app, url, {}, aroha));
    expect(refused.page?.state).toBe("error");
    expect(refused.page?.sections[0]?.html).toBe(cycleSection?.html);
    // Another practitioner cannot open her form; their own shows their log, met.
    const foreign = await desk.app.inject({ url, headers: sessionHeader(hemi) });
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { message: "Form not found." }]);
    expect(token).not.toBe("");
    const own = (await recertificationPage(hemi)).page;
    expect(own.sections[0]?.html).toBe(
      pageHtml([
        row("CPD hours in all", "40 hours", "41 hours", "Met"),
        row("Clinical and scientific", "20 hours", "20 hours", "Met"),
        row("Cultural safety", "2 hours", "5 hours", "Met"),
        row("Contacts with your professional peer", "2 contacts", "2 contacts", "Met"),
      ]),
    );
    expect(own.sections[0]?.html).not.toContain(RECERT_PROGRESS_PLACEHOLDER);
  });

  const submissionOf = async (token: string) => {
    const { db } = desk.database;
    const [found] = await db
      .select({ id: submissions.id })
      .from(submissions)
      .innerJoin(forms, eq(forms.id, submissions.formId))
      .where(eq(forms.token, token));
    const res = await desk.registrar.call("GET", deskPaths.submission(found!.id));
    expect(res.statusCode, res.body).toBe(200);
    const queue = reviewQueueSchema.parse(
      (await desk.registrar.call("GET", `${deskPaths.submissions}?pageSize=200`)).json(),
    );
    const listed = queue.items.find((i) => i.id === found!.id);
    return {
      id: found!.id,
      view: submissionViewSchema.parse(res.json()),
      flagged: listed?.flagged,
    };
  };

  it("flags a declaration of met the log does not show, with the figures compared", async () => {
    const token = await submitPaidApc(desk.app, aroha, "20", declaredMet);
    const { id, view, flagged } = await submissionOf(token);
    const text =
      "Declared met; the log shows 8.5 of 40 hours, clinical and scientific 7.5 of 20, " +
      "cultural safety 0 of 2, peer contacts 1 of 2";
    expect(view.flags).toEqual([
      { kind: "recertification_declaration", text, raisedAt: expect.any(String) },
    ]);
    expect(flagged).toBe(true);
    const [stored] = await desk.database.db
      .select()
      .from(submissionFlags)
      .where(eq(submissionFlags.submissionId, id));
    expect(stored?.figures).toMatchObject({
      declared: "met",
      cycles: [
        {
          profession: "Dental hygienist",
          activities: 2,
          requirements: [
            { key: "total", required: 40, logged: 8.5 },
            { key: "clinical", required: 20, logged: 7.5 },
            { key: "cultural", required: 2, logged: 0 },
            { key: "peerContacts", required: 2, logged: 1 },
          ],
        },
      ],
    });
  });

  it("raises no flag on a declaration of not met, nor on met when the log shows it", async () => {
    const notMet = await submissionOf(await submitPaidApc(desk.app, aroha, "20"));
    expect([notMet.view.flags, notMet.flagged]).toEqual([[], false]);
    const met = await submissionOf(await submitPaidApc(desk.app, hemi, "20", declaredMet));
    expect([met.view.flags, met.flagged]).toEqual([[], false]);
  });
});
