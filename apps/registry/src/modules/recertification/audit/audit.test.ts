// The recertification audit over the real routes: an admin draws a sample of the cycles in
// force on a day (registrars read, investigators nothing), draws it again only with a reason and
// before the notices, every draw kept and repeatable from its recorded seed; the notices go by
// e-mail with the deadline; the sampled practitioner submits their own log, and nobody else's
// request touches it; the registrar opens the evidence and its uploads and records an outcome
// once; the practitioner sees it; counts and CSV follow.
import {
  auditPaths,
  auditRefusals,
  type CycleBody,
  cpdAuditMessages,
  cpdAuditPaths,
  cyclePaths,
  deskMessages,
  deskPaths,
  practitionerAuditsSchema,
  staffAuditPageSchema,
} from "@portal/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { practitionerOnRegister } from "../../../../test/cases.ts";
import { cpdActivity, cpdReflection, cycleBody, logCpdActivity } from "../../../../test/cpd.ts";
import { pgliteOnly } from "../../../../test/databases.ts";
import { signedInStaff } from "../../../../test/desk.ts";
import { createUser } from "../../../../test/factories.ts";
import { pdfBytes, sessionHeader, signIn, upload } from "../../../../test/form-pages.ts";
import { useRecertificationDesk } from "../../../../test/recertification.ts";
import { PERSON_CERTIFICATE, PERSON_ID, registerPractice } from "../../../../test/register-desk.ts";
import { capturingMailer } from "../../../../test/review.ts";
import { recertAuditDraws, recertAuditSelections } from "../../../db/schema.ts";
import { findPractitionerId, linkPractitioner } from "../../register/index.ts";
import { assignPractitionerTiles } from "../../tiles/index.ts";
import { drawSample } from "../sampling.ts";

const cycle = (profession: CycleBody["profession"]) =>
  cycleBody({ profession, categoryHours: {}, planRequired: false, peerContacts: 0 });

const certified = (practice: string) => ({
  practices: [registerPractice({ practice })],
  certificates: [PERSON_CERTIFICATE],
});

// The rules are the service's own, which PGlite shows as well as PostgreSQL.
describe.each(pgliteOnly)("the recertification audit on $name", (testDb) => {
  const mailer = capturingMailer();
  const desk = useRecertificationDesk(testDb, {
    options: { mailer },
    prepare: async ({ database }) => {
      // Nine hygienists besides Rawiri, two dentists, and a dentist whose certificate lapsed.
      for (let i = 0; i < 9; i++) {
        await practitionerOnRegister(database.db, `8100${i}`, certified("Dental Hygiene Practice"));
      }
      for (const id of ["82001", "82002"]) {
        await practitionerOnRegister(database.db, id, certified("General Dental Practice"));
      }
      await practitionerOnRegister(database.db, "82003", {
        practices: [registerPractice({ practice: "General Dental Practice" })],
        certificates: [{ ...PERSON_CERTIFICATE, status: "expired" }],
      });
    },
  });
  const draw = (ratePercent: number) =>
    desk.admin.call("POST", auditPaths.audits, {
      onDay: "2026-03-01",
      ratePercent,
      evidenceDays: 28,
    });
  const view = async (id: number) =>
    (await desk.registrar.call("GET", auditPaths.audit(id))).json();

  it("draws by profession from a recorded seed, again only with a reason, every draw kept", async () => {
    for (const p of ["Dental hygienist", "Dentist"] as const) {
      expect((await desk.admin.call("POST", cyclePaths.cycles, cycle(p))).statusCode).toBe(200);
    }
    const forbidden = { message: deskMessages.forbidden };
    const byRegistrar = await desk.registrar.call("POST", auditPaths.audits, {
      onDay: "2026-03-01",
      ratePercent: 50,
      evidenceDays: 28,
    });
    expect([byRegistrar.statusCode, byRegistrar.json()]).toEqual([403, forbidden]);
    const { app, database, clock } = desk;
    const investigator = await signedInStaff(app, database.db, clock, "investigator");
    expect((await investigator.client.call("GET", auditPaths.audits)).statusCode).toBe(403);

    const drawn = await draw(50);
    expect(drawn.statusCode, drawn.body).toBe(200);
    const { id } = drawn.json();
    const first = await view(id);
    expect(first.draws).toHaveLength(1);
    expect(first.draws[0]).toMatchObject({
      ratePercent: 50,
      reason: null,
      current: true,
      population: 12,
    });
    expect(first.draws[0].seed).toMatch(/^[0-9a-f]{32}$/);
    // Specialists aside, each profession at half, rounded half up: 5 of 10, 1 of 2.
    expect(first.draws[0].strata).toEqual([
      { profession: "Dentist", size: 2, drawn: 1 },
      { profession: "Dental hygienist", size: 10, drawn: 5 },
    ]);
    expect(first.sample).toHaveLength(6);
    expect(first.sample.map((p: { personId: string }) => p.personId)).not.toContain("82003");

    // Anyone holding the recorded seed and population draws the same people.
    const [stored] = await database.db
      .select()
      .from(recertAuditDraws)
      .where(eq(recertAuditDraws.auditId, id));
    const population = Object.entries(stored!.population).flatMap(([profession, ids]) =>
      ids.map((practitionerId) => ({ practitionerId, profession })),
    );
    const again = drawSample({
      population,
      ratePercent: 50,
      seed: stored!.seed,
      professionOrder: ["Dental specialist"],
    });
    const selected = await database.db
      .select({ id: recertAuditSelections.practitionerId })
      .from(recertAuditSelections)
      .where(eq(recertAuditSelections.drawId, stored!.id));
    expect(again.drawn.map((d) => d.practitionerId).sort()).toEqual(
      selected.map((s) => s.id).sort(),
    );

    // And so does the desk, given the seed as a report prints it.
    const repeated = await desk.admin.call("POST", auditPaths.audits, {
      onDay: "2026-03-01",
      ratePercent: 50,
      evidenceDays: 28,
      seed: ` ${stored!.seed.toUpperCase()} `,
    });
    expect(repeated.statusCode, repeated.body).toBe(200);
    const personIds = (sample: { personId: string }[]) => sample.map((p) => p.personId).sort();
    expect(personIds((await view(repeated.json().id)).sample)).toEqual(personIds(first.sample));

    const noReason = await desk.admin.call("POST", auditPaths.draws(id), { reason: "again" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain(auditRefusals.reasonTooShort);
    expect((await view(id)).draws).toHaveLength(1);
    const reason = "The register import of 1 March was incomplete.";
    const redrawn = await desk.admin.call("POST", auditPaths.draws(id), { reason });
    expect(redrawn.statusCode, redrawn.body).toBe(200);
    const second = redrawn.json();
    expect(
      second.draws.map((d: { current: boolean; reason: string | null }) => [d.current, d.reason]),
    ).toEqual([
      [false, null],
      [true, reason],
    ]);
    expect(second.draws[1].seed).not.toBe(second.draws[0].seed);
    const audit = staffAuditPageSchema.parse(
      (await desk.admin.call("GET", `${deskPaths.audit}?limit=2`)).json(),
    );
    expect(audit.items.map((e) => e.action).slice(0, 2)).toEqual([
      "recert_audit.redrawn",
      "recert_audit.drawn",
    ]);
    expect(audit.items[0]!.after).toMatchObject({
      auditId: id,
      reason,
      seed: second.draws[1].seed,
    });
  });

  it("refuses a rate out of range, an unknown audit and injected ids with a message", async () => {
    const before = (await desk.registrar.call("GET", auditPaths.audits)).json().items.length;
    const refusals = [
      [await draw(0), 422],
      [await draw(10.25), 422],
      [
        await desk.admin.call("POST", auditPaths.audits, {
          onDay: "2026-03-01",
          ratePercent: 10,
          evidenceDays: 28,
          seed: "' or 1=1 --",
        }),
        422,
      ],
      [
        await desk.admin.call("POST", auditPaths.audits, {
          onDay: "2019-01-01",
          ratePercent: 10,
          evidenceDays: 28,
        }),
        422,
      ],
      [
        await desk.admin.call("POST", auditPaths.audits, {
          onDay: "2026-03-01",
          ratePercent: 10,
          evidenceDays: 3,
        }),
        400,
      ],
      [await desk.registrar.call("GET", auditPaths.audit(999999)), 404],
      [await desk.registrar.call("GET", auditPaths.audit("1 or 1=1")), 404],
      [await desk.admin.call("POST", auditPaths.notices("1 or 1=1")), 404],
      [await desk.admin.call("POST", auditPaths.notices("1;drop table recert_audits")), 400],
    ] as const;
    for (const [res, status] of refusals) {
      expect([res.statusCode, typeof res.json().message]).toEqual([status, "string"]);
    }
    expect((await desk.registrar.call("GET", auditPaths.audits)).json().items).toHaveLength(before);
  });

  it("takes a sampled practitioner from notice to outcome, their evidence theirs alone", async () => {
    const { app, database } = desk;
    const { db } = database;
    const user = await createUser(db);
    await linkPractitioner(db, user.id, (await findPractitionerId(db, PERSON_ID))!);
    await assignPractitionerTiles(db, user.id);
    const session = await signIn(app, user);
    const mine = async (s = session) =>
      practitionerAuditsSchema.parse(
        (await app.inject({ url: cpdAuditPaths.audits, headers: sessionHeader(s) })).json(),
      ).items;
    const evidence = {
      ...cpdReflection,
      evidence: [upload("certificate.pdf", "application/pdf", pdfBytes(300))],
    };
    await logCpdActivity(
      { app, db },
      session,
      cpdActivity("2025-09-01", "clinical", "6"),
      true,
      evidence,
    );

    const { id } = (await draw(100)).json();
    expect(await mine()).toEqual([]); // nothing before the notice
    const noticed = await desk.admin.call("POST", auditPaths.notices(id));
    expect([noticed.statusCode, noticed.json()]).toEqual([200, { evidenceDue: "2026-03-29" }]);
    const redraw = await desk.admin.call("POST", auditPaths.draws(id), {
      reason: "Too late to change it now.",
    });
    expect([redraw.statusCode, redraw.json()]).toEqual([
      409,
      { message: auditRefusals.noticesSent },
    ]);
    const twice = await desk.admin.call("POST", auditPaths.notices(id));
    expect([twice.statusCode, twice.json()]).toEqual([
      409,
      { message: auditRefusals.noticesAlreadySent },
    ]);
    await app.jobs.runDue();
    const notices = mailer.sent.filter(
      (m) => m.subject === "Your recertification is selected for audit: evidence due 29 March 2026",
    );
    expect(notices).toHaveLength(12);
    expect(notices.map((m) => m.to)).toContain(user.email);

    const [audit] = await mine();
    expect(audit).toMatchObject({ status: "awaiting", evidenceDue: "2026-03-29", outcome: null });
    expect(audit!.activities.map((a) => [a.date, a.hours, a.files.map((f) => f.name)])).toEqual([
      ["2025-09-01", 6, ["certificate.pdf"]],
    ]);
    const sampledView = await view(id);
    const rawiri = sampledView.sample.find((p: { personId: string }) => p.personId === PERSON_ID);
    const evidenceUrl = auditPaths.evidence(id, rawiri.id);
    const early = await desk.registrar.call("POST", `${evidenceUrl}/outcome`, { outcome: "met" });
    expect([early.statusCode, early.json()]).toEqual([409, { message: auditRefusals.noEvidence }]);

    // Another practitioner cannot submit hers; nor can anyone signed out.
    const other = await signIn(app, await createUser(db));
    const theirs = await app.inject({
      method: "POST",
      url: cpdAuditPaths.evidence(audit!.id),
      headers: sessionHeader(other),
    });
    expect([theirs.statusCode, theirs.json()]).toEqual([
      404,
      { message: cpdAuditMessages.notFound },
    ]);
    expect(
      (await app.inject({ method: "POST", url: cpdAuditPaths.evidence(audit!.id) })).statusCode,
    ).toBe(401);
    expect((await mine())[0]?.status).toBe("awaiting");

    const submitted = await app.inject({
      method: "POST",
      url: cpdAuditPaths.evidence(audit!.id),
      headers: sessionHeader(session),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: "submitted" });
    const again = await app.inject({
      method: "POST",
      url: cpdAuditPaths.evidence(audit!.id),
      headers: sessionHeader(session),
    });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: cpdAuditMessages.alreadySubmitted },
    ]);
    // An activity logged after the submission is not part of it.
    await logCpdActivity({ app, db }, session, cpdActivity("2025-10-01", "cultural", "2"));

    const read = (await desk.registrar.call("GET", evidenceUrl)).json();
    expect(read).toMatchObject({
      status: "submitted",
      cycleStartsOn: "2025-04-01",
      cycleEndsOn: "2027-03-31",
    });
    expect(read.activities).toHaveLength(1);
    const fileId = read.activities[0].files[0].id;
    const file = await desk.registrar.call("GET", auditPaths.evidenceFile(id, rawiri.id, fileId));
    expect([file.statusCode, file.headers["content-type"]]).toEqual([200, "application/pdf"]);
    const stranger = await desk.registrar.call(
      "GET",
      auditPaths.evidenceFile(id, rawiri.id, fileId + 1000),
    );
    expect(stranger.statusCode).toBe(404);

    const noDue = await desk.registrar.call("POST", `${evidenceUrl}/outcome`, {
      outcome: "remedial",
    });
    expect([noDue.statusCode, noDue.json()]).toEqual([400, { message: auditRefusals.remedialDue }]);
    const note = "Complete 10 hours of cultural safety by the date given.";
    const decided = await desk.registrar.call("POST", `${evidenceUrl}/outcome`, {
      outcome: "remedial",
      remedialDue: "2026-09-30",
      note,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const twiceDecided = await desk.registrar.call("POST", `${evidenceUrl}/outcome`, {
      outcome: "met",
    });
    expect([twiceDecided.statusCode, twiceDecided.json()]).toEqual([
      409,
      { message: auditRefusals.outcomeRecorded },
    ]);
    expect((await mine())[0]).toMatchObject({
      status: "remedial",
      outcome: "remedial",
      remedialDue: "2026-09-30",
      note,
    });

    expect((await view(id)).counts).toEqual([
      { status: "awaiting", count: 11, oldestDays: 0 },
      { status: "remedial", count: 1, oldestDays: 0 },
    ]);
    const csv = await desk.registrar.call("GET", auditPaths.csv(id));
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.body.split("\r\n")[0]).toBe(
      "person_id,name,profession,status,evidence_submitted_at,outcome,remedial_due,decided_by,decided_at",
    );
    expect(csv.body).toContain(`${PERSON_ID},Rawiri Paewai,Dental hygienist,remedial,`);
  });
});
