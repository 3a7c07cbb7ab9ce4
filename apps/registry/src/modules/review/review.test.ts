// The registrar's review end to end on the real service: practitioners submit through the
// portal's own routes (app.inject), registrars work the queue through the review service
// (its desk routes come with the staff guard), and the applicant sees each decision where the
// portal shows it – the returned page's field messages as a refused save's, the note as the
// answer's message, the notice on the dashboard, the e-mail; accepted people in peer search.
import { apiPaths, authResponseSchema } from "@portal/contract";
import { collectFieldErrors } from "@portal/forms";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../../seed/seed.ts";
import { closeTestService, openTestService, testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { followConfirmed } from "../../../test/follows.ts";
import {
  fieldOf,
  formAnswer,
  postPage,
  sessionHeader,
  signIn,
  signInDemoPractitioner,
} from "../../../test/form-pages.ts";
import { TEST_PAYMENT_INTENT_KEY } from "../../../test/payments.ts";
import { registerPractice } from "../../../test/register-desk.ts";
import {
  capturingMailer,
  registrationPages,
  submitPaidApc,
  workplace,
} from "../../../test/review.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { staffAuditCsv } from "../audit/index.ts";
import { formMessages } from "../forms/index.ts";
import { findPractitionerId, insertPractitioners, linkPractitioner } from "../register/index.ts";
import type { StaffActor } from "./index.ts";
import { reviewRefusals } from "./review-texts.ts";

// Their ids are those of staff accounts made in beforeAll.
const registrar: StaffActor = { staffId: 0, role: "registrar" };
const otherRegistrar: StaffActor = { staffId: 0, role: "registrar" };
const admin: StaffActor = { staffId: 0, role: "admin" };

describe.each(testDatabases)("the registrar's review on $name", (testDb) => {
  let database: Database;
  let app: App;
  let aroha: string;
  const mailer = capturingMailer();
  const clock = testClock();

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDb, {
      env: { PAYMENT_INTENT_KEY: TEST_PAYMENT_INTENT_KEY },
      clock,
      mailer,
    }));
    await seedDemoData(database.db);
    for (const [actor, email] of [
      [registrar, "registrar@example.test"],
      [otherRegistrar, "registrar.two@example.test"],
      [admin, "admin@example.test"],
    ] as const) {
      const [row] = await database.db
        .insert(schema.staffAccounts)
        .values({ email, role: actor.role, createdAt: clock() })
        .returning({ id: schema.staffAccounts.id });
      actor.staffId = row!.id;
    }
    aroha = await signInDemoPractitioner(app);
    // The demo practitioner's register record, linked to her account.
    await database.db.transaction(async (tx) => {
      await insertPractitioners(tx, [
        {
          personId: "31999",
          firstNames: "Aroha",
          surname: "Ngata",
          contact: "",
          address: "1182 Hinemoa Street",
          suburb: "Glenholme",
          city: "Rotorua",
          territorialAuthority: "Rotorua District",
          dhb: "Lakes",
          eligible: true,
          volunteer: false,
          practices: [registerPractice({ hpiNumber: "31ARNG" })],
        },
      ]);
      const [user] = await tx
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, "practitioner@example.org"));
      await linkPractitioner(tx, user!.id, (await findPractitionerId(tx, "31999"))!);
    });
  });
  afterAll(() => closeTestService({ app, database }));

  const save = async (session: string, url: string, values: Record<string, unknown>) => {
    const answer = formAnswer(await postPage(app, url, values, session));
    expect(answer.page?.state, `${url}: ${answer.message}`).toBe("done");
    return answer;
  };

  /** A new APC of Aroha's, every page saved, paid through the sandbox: its token. */
  const submitApc = (secondHours = "60") => submitPaidApc(app, aroha, secondHours);

  const formRow = async (token: string) =>
    (await database.db.select().from(schema.forms).where(eq(schema.forms.token, token)))[0]!;

  async function awaitingOf(token: string) {
    const { id } = await formRow(token);
    const queue = await app.review.listQueue({ status: "awaiting", page: 1, pageSize: 200 });
    const item = queue.items.find((i) => i.formId === id);
    if (!item) throw new Error(`form ${id} is not awaiting in the queue`);
    return item;
  }

  const dashboardMessage = async (session: string) =>
    authResponseSchema.parse(
      (await app.inject({ url: apiPaths.user, headers: sessionHeader(session) })).json(),
    ).message;

  it("returns an APC with a message on row 2 of its workplaces; the applicant corrects and resubmits; accepting sets the certificate", async () => {
    const token = await submitApc("60");
    expect((await formRow(token)).state).toBe("completed");
    const first = await awaitingOf(token);
    expect(first).toMatchObject({ formType: "APC", round: 1, status: "awaiting", claimedBy: null });
    const queue = await app.review.listQueue({ formType: "APC", page: 1, pageSize: 10 });
    expect(queue.counts.byStatus.awaiting).toBeGreaterThanOrEqual(1);
    expect(queue.counts.byFormType.APC?.awaiting).toBeGreaterThanOrEqual(1);

    await app.review.claim(registrar, first.id);
    const read = await app.review.readSubmission(registrar, first.id);
    expect(read.pages.map((p) => p.code)).toEqual([
      "details",
      "practice",
      "recertification",
      "fitness",
      "review",
      "invoice",
    ]);
    const practice = read.pages.find((p) => p.code === "practice")!;
    const workplaces = practice.sections[0]!.groups[0]!;
    expect(workplaces.repeating).toBe(true);
    if (!workplaces.repeating) throw new Error("not rows");
    expect(workplaces.rows).toHaveLength(2);
    expect(workplaces.rows[1]!.answers).toContainEqual(
      expect.objectContaining({ label: "Working as", value: "Contractor", changed: false }),
    );
    const details = read.pages[0]!.sections[0]!.groups[0]!;
    if (details.repeating) throw new Error("rows");
    // Option labels from the endpoint's list, not codes.
    expect(details.answers).toContainEqual(
      expect.objectContaining({ fieldName: "practice_type", value: "Dental hygienist" }),
    );
    // Hidden questions (an explanation of a "Yes") are left out; answers by label.
    const fitness = read.pages.find((p) => p.code === "fitness")!.sections[0]!.groups[0]!;
    if (fitness.repeating) throw new Error("rows");
    expect(fitness.answers.map((a) => a.fieldName)).toEqual([
      "no_new_convictions",
      "fit_to_practise",
      "indemnity",
    ]);
    expect(fitness.answers[0]!.value).toBe("Yes");
    expect(read.payments).toEqual([
      expect.objectContaining({ status: "approved", amountCents: 115000 }),
    ]);
    expect(read.payments[0]!.receipt).toMatchObject({ type: "invoice" });
    expect(read.applicant?.register?.["Person ID"]).toBe("31999");

    const note = "Please check the hours of your second place of practice.";
    const onRow2 = "60 hours a week here and 20 at your first practice: is that right?";
    await app.review.returnForChanges(registrar, first.id, {
      note,
      messages: [{ page: "practice", field: "hours_per_week", row: 1, message: onRow2 }],
    });

    // The applicant: the form is in progress again, the page answers in its error state.
    expect((await formRow(token)).state).toBe("in_progress");
    const returned = formAnswer(
      await app.inject({
        url: apiPaths.form("APC", token, "practice"),
        headers: sessionHeader(aroha),
      }),
    );
    expect(returned.message).toBe(note);
    // Shown by the portal as a warning, not as a success notice.
    expect(returned.messageType).toBe("warning");
    expect(returned.page?.state).toBe("error");
    expect(returned.form?.pageCodes.find((p) => p.code === "practice")?.pageState).toBe("enabled");
    expect(fieldOf(returned, "hours_per_week")).toMatchObject({
      value: ["20", "60"],
      state: ["", "error"],
      message: ["", onRow2],
    });
    expect(fieldOf(returned, "practice_name").state).toBeUndefined();
    // Exactly where the portal maps a refused save's errors.
    expect(collectFieldErrors(returned.page!)).toEqual({ "workplaces[1].hours_per_week": onRow2 });
    // A page without messages is as usual, the note still shown.
    const other = formAnswer(
      await app.inject({
        url: apiPaths.form("APC", token, "details"),
        headers: sessionHeader(aroha),
      }),
    );
    expect(other.page?.state).toBe("enabled");
    expect([other.message, other.messageType]).toEqual([note, "warning"]);
    // In the applicant's In progress list.
    const user = authResponseSchema.parse(
      (await app.inject({ url: apiPaths.user, headers: sessionHeader(aroha) })).json(),
    );
    expect(user.message).toContain("needs some changes");
    expect(user.message).toContain(note);
    const apcForms = user.tiles.find((t) => t.type === "apc")!.formTypes[0]!.forms;
    expect(apcForms.map((f) => f.formId)).toContain(token);
    // Delivered once.
    expect(await dashboardMessage(aroha)).toBeUndefined();
    await app.jobs.runDue();
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe("practitioner@example.org");
    expect(mail.subject).toMatch(/^Please update your /);
    expect(mail.text).toContain(note);

    // Corrected: the page's messages are answered; submitting again is a new round.
    await save(aroha, apiPaths.form("APC", token, "practice"), {
      ...workplace(0, "Rotorua Family Dental", "20", "employee"),
      ...workplace(1, "Lakes Smiles", "16", "contractor"),
      practice_notes: "",
    });
    const corrected = formAnswer(
      await app.inject({
        url: apiPaths.form("APC", token, "practice"),
        headers: sessionHeader(aroha),
      }),
    );
    expect(corrected.page?.state).toBe("enabled");
    expect(fieldOf(corrected, "hours_per_week").state).toBeUndefined();
    expect((await formRow(token)).state).toBe("in_progress");
    // Paid already: saving the process page submits it again, with no second payment.
    const resubmitted = await save(aroha, apiPaths.form("APC", token, "review"), {
      declaration_agreed: true,
    });
    expect(resubmitted.message).toBe(formMessages.formSubmitted);
    expect((await formRow(token)).state).toBe("completed");

    const second = await awaitingOf(token);
    expect(second.round).toBe(2);
    await app.review.claim(registrar, second.id);
    const reread = await app.review.readSubmission(registrar, second.id);
    const rows = reread.pages.find((p) => p.code === "practice")!.sections[0]!.groups[0]!;
    if (!rows.repeating) throw new Error("not rows");
    const cell = (row: number, field: string) =>
      rows.rows[row]!.answers.find((a) => a.fieldName === field)!;
    expect(cell(1, "hours_per_week")).toMatchObject({ value: "16", changed: true });
    expect(cell(0, "hours_per_week").changed).toBe(false);
    expect(cell(1, "practice_name").changed).toBe(false);
    expect(reread.pages.find((p) => p.code === "details")!.changed).toBe(false);
    expect(reread.answeredMessages).toEqual([
      expect.objectContaining({ fieldName: "hours_per_week", rowIndex: 1, message: onRow2 }),
    ]);
    expect(reread.earlierSubmissions).toContainEqual(
      expect.objectContaining({ id: first.id, status: "returned", round: 1 }),
    );

    // Whoever follows Aroha's public record is told of the certificate the accept issues.
    const follower = "follows.aroha@example.test";
    expect((await followConfirmed({ app, sent: mailer.sent }, follower, "31999")).statusCode).toBe(
      200,
    );
    const accepted = await app.review.accept(registrar, second.id);
    expect(accepted).toMatchObject({ status: "accepted", apcPeriod: "01/04/2026 - 31/03/2027" });
    const found = await app.inject({
      url: `${apiPaths.search}?${new URLSearchParams({ PersonID: "31999", limit: "20", start: "0", EligibleOnly: "1" })}`,
      headers: sessionHeader(aroha),
    });
    // Issued for a year that starts on 1 April: on 1 March it is not current yet.
    expect(found.json().matches[0].Practices[0]).toMatchObject({
      APCStatus: "Not current",
      APCPeriod: "01/04/2026 - 31/03/2027",
    });
    // The certificate itself: the round's period, current, with its own verification code.
    const issued = await database.db
      .select()
      .from(schema.practisingCertificates)
      .where(eq(schema.practisingCertificates.formId, first.formId));
    expect(issued).toEqual([
      expect.objectContaining({
        year: "2026/2027",
        startsOn: "2026-04-01",
        endsOn: "2027-03-31",
        status: "current",
        verificationCode: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      }),
    ]);
    expect(await dashboardMessage(aroha)).toContain("has been accepted");
    await app.jobs.runDue();
    expect(mailer.sent.findLast((m) => m.to !== follower)!.subject).toMatch(/has been accepted$/);
    const news = mailer.sent.filter((m) => m.to === follower).slice(1);
    expect(news).toHaveLength(1);
    expect(news[0]!.text).toMatch(
      /Practising certificate changed from .* to Not current, 01\/04\/2026 - 31\/03\/2027\./,
    );
    // Decided: nothing more to decide.
    await expect(app.review.decline(registrar, second.id, "Too late")).rejects.toMatchObject({
      statusCode: 409,
      message: reviewRefusals.notAwaiting("accepted"),
    });
  });

  it("accepting a registration puts the applicant on the register: peer search finds them", async () => {
    const email = "hana.wiremu@example.test";
    const token = formAnswer(await app.inject({ url: apiPaths.apply() })).form!.formToken;
    for (const [code, values] of registrationPages(email)) {
      const answer = formAnswer(await postPage(app, apiPaths.apply(token, code), values));
      expect(answer.page?.state, `${code}: ${answer.message}`).toBe("done");
    }
    const submitted = await awaitingOf(token);
    expect(submitted.formType).toBe("REGISTRATION");
    await app.review.claim(otherRegistrar, submitted.id);
    const read = await app.review.readSubmission(otherRegistrar, submitted.id);
    const qualification = read.pages.find((p) => p.code === "qualifications")!.sections[0]!
      .groups[0]!;
    if (!qualification.repeating) throw new Error("not rows");
    const certificate = qualification.rows[0]!.answers.find((a) => a.fieldName === "certificate")!;
    expect(certificate.files).toEqual([expect.objectContaining({ name: "degree.pdf" })]);
    expect(read.files.map((f) => f.id)).toContain(certificate.files![0]!.fileId);
    const country = qualification.rows[0]!.answers.find((a) => a.fieldName === "country")!;
    expect(country.value).toBe("New Zealand");

    const accepted = await app.review.accept(otherRegistrar, submitted.id);
    expect(accepted.personId).toMatch(/^\d+$/);
    const search = await app.inject({
      url: `${apiPaths.search}?${new URLSearchParams({ Surname: "Wiremu-Tane", limit: "20", start: "0", EligibleOnly: "1" })}`,
      headers: sessionHeader(aroha),
    });
    expect(search.json()).toMatchObject({
      totalItems: 1,
      matches: [
        {
          "Person ID": accepted.personId,
          FullName: "Hana Wiremu-Tane",
          Practices: [
            {
              Practice: "Oral Health Therapy Practice",
              Qualifications: "Bachelor of Oral Health",
              Status: "Registered",
            },
          ],
        },
      ],
    });
    // The new practitioner signs in to a practitioner's dashboard and the decision's message.
    const login = await app.inject({
      method: "POST",
      url: apiPaths.login,
      payload: { login: email, password: "Kowhai-tree-1987-spring" },
    });
    const answer = authResponseSchema.parse(login.json());
    expect(answer.message).toContain(`your Person ID is ${accepted.personId}`);
    expect(answer.tiles.map((t) => t.type)).toEqual(
      expect.arrayContaining(["apc", "recertification"]),
    );
    expect(await signIn(app, { email, password: "Kowhai-tree-1987-spring" })).toBeTruthy();
  });

  it("refuses another registrar's claim, a non-claimant's decision, bad messages and decisions on decided submissions", async () => {
    const token = await submitApc("30");
    const { id } = await awaitingOf(token);
    await expect(app.review.accept(registrar, id)).rejects.toMatchObject({
      statusCode: 409,
      message: reviewRefusals.notClaimed,
    });
    await app.review.claim(registrar, id);
    await expect(app.review.claim(otherRegistrar, id)).rejects.toMatchObject({
      statusCode: 409,
      message: reviewRefusals.claimedByOther("registrar@example.test"),
    });
    await expect(app.review.decline(otherRegistrar, id, "No")).rejects.toMatchObject({
      statusCode: 409,
      message: reviewRefusals.notYourClaim("registrar@example.test"),
    });
    await expect(app.review.release(otherRegistrar, id)).rejects.toMatchObject({
      statusCode: 409,
      message: reviewRefusals.notYourClaim("registrar@example.test"),
    });
    // An admin takes it over; the first registrar may no longer decide.
    await app.review.claim(admin, id);
    await expect(app.review.accept(registrar, id)).rejects.toMatchObject({
      statusCode: 409,
      message: reviewRefusals.notYourClaim("admin@example.test"),
    });

    const bad = (messages: Parameters<App["review"]["returnForChanges"]>[2]["messages"]) =>
      app.review.returnForChanges(admin, id, { note: "See the fields.", messages });
    await expect(bad([{ page: "nowhere", field: "x", message: "?" }])).rejects.toMatchObject({
      statusCode: 422,
      message: reviewRefusals.pageNotInForm("nowhere"),
    });
    await expect(
      bad([{ page: "practice", field: "practice_colour", row: 0, message: "?" }]),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: reviewRefusals.fieldNotOnPage("practice_colour", "Places of practice"),
    });
    await expect(
      bad([{ page: "practice", field: "hours_per_week", row: 2, message: "?" }]),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: reviewRefusals.rowNotAnswered("hours_per_week", 2, 2),
    });
    await expect(
      bad([{ page: "practice", field: "hours_per_week", message: "?" }]),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: reviewRefusals.rowRequired("hours_per_week"),
    });
    await expect(
      bad([{ page: "details", field: "email", row: 0, message: "?" }]),
    ).rejects.toMatchObject({ statusCode: 422, message: reviewRefusals.rowNotAllowed("email") });
    await expect(
      app.review.returnForChanges(admin, id, { note: " ", messages: [] }),
    ).rejects.toMatchObject({ statusCode: 422, message: reviewRefusals.nothingToReturn });
    await expect(app.review.decline(admin, id, "  ")).rejects.toMatchObject({
      statusCode: 422,
      message: reviewRefusals.reasonRequired,
    });
    // Nothing of a refused return was written: still awaiting, the form still completed.
    expect((await formRow(token)).state).toBe("completed");

    const reason = "Your registration is suspended, so no practising certificate can be issued.";
    await app.review.decline(admin, id, reason);
    expect((await formRow(token)).state).toBe("completed");
    await app.jobs.runDue();
    expect(mailer.sent.filter((m) => m.text.includes(reason))).toHaveLength(1);
    expect(await dashboardMessage(aroha)).toContain(reason);
    await expect(app.review.accept(admin, id)).rejects.toMatchObject({
      statusCode: 409,
      message: reviewRefusals.notAwaiting("declined"),
    });
    await expect(app.review.claim(otherRegistrar, id)).rejects.toMatchObject({
      statusCode: 409,
      message: reviewRefusals.notAwaiting("declined"),
    });
    await expect(app.review.claim(registrar, 987654)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("keeps an append-only staff audit of every step, exported as CSV", async () => {
    const rows = await database.db.select().from(schema.staffAuditEvents);
    const actions = new Set(rows.map((r) => r.action));
    for (const action of [
      "submission.viewed",
      "submission.claimed",
      "submission.claim_taken_over",
      "submission.returned",
      "submission.accepted",
      "submission.declined",
    ]) {
      expect(actions).toContain(action);
    }
    const returned = rows.find((r) => r.action === "submission.returned")!;
    expect(returned).toMatchObject({
      staffId: registrar.staffId,
      before: { status: "awaiting" },
      after: { status: "returned" },
    });
    await expect(
      database.db.execute(sql`update staff_audit_events set action = 'forged'`),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`delete from staff_audit_events`)).rejects.toThrow();
    expect(await database.db.select().from(schema.staffAuditEvents)).toHaveLength(rows.length);

    const csv = await staffAuditCsv(database.db);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("id,at,staff_id,action,submission_id,before,after");
    expect(lines).toHaveLength(rows.length + 2);
    expect(csv).toContain(",submission.returned,");
  });
});
