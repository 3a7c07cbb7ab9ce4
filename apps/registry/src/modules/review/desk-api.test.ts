// The desk's review API over its real routes (app.inject with desk sessions signed in through
// the desk's own sign-in): the queue's filters and pages, a claim two registrars race for, a
// return whose message the applicant's form page shows on its row, an accepted registration
// that peer search finds, a decline's reason, a submission's files and nothing else.
import {
  apiPaths,
  deskMessages,
  deskPaths,
  reviewQueueSchema,
  submissionViewSchema,
} from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../../seed/seed.ts";
import { closeTestService, openTestService, testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { DESK_ORIGIN, type DeskClient, signedInStaff } from "../../../test/desk.ts";
import {
  fieldOf,
  formAnswer,
  pdfBytes,
  sessionHeader,
  signInDemoPractitioner,
} from "../../../test/form-pages.ts";
import { TEST_PAYMENT_INTENT_KEY } from "../../../test/payments.ts";
import { capturingMailer, submitPaidApc, submitRegistration } from "../../../test/review.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { fileMessages } from "../files/index.ts";
import { reviewRefusals } from "./review-texts.ts";

describe.each(testDatabases)("the desk's review API on $name", (testDb) => {
  let database: Database;
  let app: App;
  let aroha: string;
  let first: DeskClient;
  let second: DeskClient;
  let firstId: number;
  let firstEmail: string;
  const clock = testClock();
  const started = clock().toISOString();

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDb, {
      env: { PAYMENT_INTENT_KEY: TEST_PAYMENT_INTENT_KEY, PUBLIC_URL: DESK_ORIGIN },
      clock,
      mailer: capturingMailer(),
    }));
    await seedDemoData(database.db);
    aroha = await signInDemoPractitioner(app);
    const a = await signedInStaff(app, database.db, clock);
    const b = await signedInStaff(app, database.db, clock);
    first = a.client;
    second = b.client;
    firstId = a.staffId;
    firstEmail = a.email;
  });
  afterAll(() => closeTestService({ app, database }));

  const json = <T>(res: { statusCode: number; body: string; json(): unknown }, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  const queue = async (client: DeskClient, query: Record<string, string>) =>
    reviewQueueSchema.parse(
      json(await client.call("GET", `${deskPaths.submissions}?${new URLSearchParams(query)}`)),
    );
  /** The awaiting submission of the form type submitted last. */
  const newest = async (formType: string) => {
    const all = await queue(first, { formType, status: "awaiting", pageSize: "200" });
    return all.items.at(-1)!;
  };

  it("answers the queue oldest first, filtered and paged, with counts", async () => {
    const times: string[] = [];
    for (const hours of ["20", "30", "40"]) {
      times.push(clock().toISOString());
      await submitPaidApc(app, aroha, hours);
      clock.advance(60_000);
    }
    const page1 = await queue(first, { formType: "APC", status: "awaiting", pageSize: "2" });
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.items).toHaveLength(2);
    expect(page1.items.map((i) => i.submittedAt)).toEqual(times.slice(0, 2));
    expect(page1.items[0]).toMatchObject({
      formType: "APC",
      round: 1,
      status: "awaiting",
      claimedBy: null,
      email: "practitioner@example.org",
    });
    const page2 = await queue(first, { formType: "APC", page: "2", pageSize: "2" });
    expect(page2.items.map((i) => i.submittedAt)).toEqual([times[2]]);
    expect(page2.counts.byStatus.awaiting).toBe(3);
    expect(page2.counts.byFormType.APC).toEqual({
      awaiting: 3,
      returned: 0,
      accepted: 0,
      declined: 0,
    });
    // From the second submit on; before the third (exclusive).
    const between = await queue(first, { from: times[1]!, to: times[2]! });
    expect(between.items.map((i) => i.submittedAt)).toEqual([times[1]]);
    expect((await queue(first, { formType: "REGISTRATION" })).total).toBe(0);
    expect((await queue(first, { from: started.slice(0, 10) })).total).toBe(3);

    for (const bad of ["pageSize=201", "page=0", "status=lost", "from=2026-13-01", "to=soon"]) {
      const res = await first.call("GET", `${deskPaths.submissions}?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/^Invalid query string: /);
    }
  });

  it("lets one registrar claim a submission and tells the other who holds it", async () => {
    const { id } = await newest("APC");
    const claimed = json<{ claimedBy: number }>(await first.call("POST", deskPaths.claim(id)));
    expect(claimed).toEqual({
      submissionId: id,
      claimedBy: firstId,
      claimedAt: clock().toISOString(),
    });
    // The queue says who holds it.
    const listed = (await queue(second, { status: "awaiting", pageSize: "200" })).items;
    expect(listed.find((i) => i.id === id)).toMatchObject({
      claimedBy: firstId,
      claimedByEmail: firstEmail,
    });
    const refused = await second.call("POST", deskPaths.claim(id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: reviewRefusals.claimedByOther(firstEmail) });
    expect((await second.call("POST", deskPaths.release(id))).json()).toEqual({
      message: reviewRefusals.notYourClaim(firstEmail),
    });
    expect(json(await first.call("POST", deskPaths.release(id)))).toEqual({
      submissionId: id,
      claimedBy: null,
    });
    expect(json(await second.call("POST", deskPaths.claim(id)))).toMatchObject({
      submissionId: id,
    });
    json(await second.call("POST", deskPaths.release(id)));
    // Ids that name nothing: not found, whatever they look like.
    for (const nothing of ["987654", "abc", "1.5", "-1", "0", "99999999999"]) {
      const res = await first.call("POST", deskPaths.claim(nothing));
      expect(res.statusCode, nothing).toBe(404);
      expect(res.json()).toEqual({ message: reviewRefusals.submissionNotFound });
    }
  });

  it("returns an APC with a message on a workplace row; the applicant's page shows it there", async () => {
    const item = await newest("APC");
    json(await first.call("POST", deskPaths.claim(item.id)));
    const view = submissionViewSchema.parse(
      json(await first.call("GET", deskPaths.submission(item.id))),
    );
    expect(view.pages.map((p) => p.code)).toContain("practice");
    expect(view.submission).toMatchObject({
      id: item.id,
      status: "awaiting",
      claimedBy: firstId,
      claimedByEmail: firstEmail,
    });

    const onRow = "40 hours here and 20 at your first practice: is that right?";
    const tooFar = await first.call("POST", deskPaths.returnForChanges(item.id), {
      messages: [{ page: "practice", field: "hours_per_week", row: 2, message: onRow }],
    });
    expect(tooFar.statusCode).toBe(422);
    expect(tooFar.json()).toEqual({
      message: reviewRefusals.rowNotAnswered("hours_per_week", 2, 2),
    });
    const returned = await first.call("POST", deskPaths.returnForChanges(item.id), {
      note: "Please check your hours.",
      messages: [{ page: "practice", field: "hours_per_week", row: 1, message: onRow }],
    });
    expect(json(returned)).toEqual({
      submissionId: item.id,
      status: "returned",
      at: clock().toISOString(),
    });

    const formId = (await app.inject({ url: apiPaths.user, headers: sessionHeader(aroha) }))
      .json()
      .tiles.find((t: { type: string }) => t.type === "apc")
      .formTypes[0].forms.find((f: { state?: string }) => f.state !== "completed").formId;
    const page = formAnswer(
      await app.inject({
        url: apiPaths.form("APC", formId, "practice"),
        headers: sessionHeader(aroha),
      }),
    );
    expect(page.page?.state).toBe("error");
    expect(fieldOf(page, "hours_per_week")).toMatchObject({
      value: ["20", "40"],
      state: ["", "error"],
      message: ["", onRow],
    });
  });

  it("requires a reason to decline, word for word", async () => {
    const { id } = await newest("APC");
    json(await first.call("POST", deskPaths.claim(id)));
    for (const body of [{}, { reason: "   " }]) {
      const res = await first.call("POST", deskPaths.decline(id), body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: reviewRefusals.reasonRequired });
    }
    const declined = await first.call("POST", deskPaths.decline(id), {
      reason: "Your registration is suspended.",
    });
    expect(json(declined)).toMatchObject({ submissionId: id, status: "declined" });
    const again = await first.call("POST", deskPaths.accept(id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: reviewRefusals.notAwaiting("declined") });
  });

  it("accepts a registration: peer search finds the new practitioner; its files download, no other form's", async () => {
    const email = "hana.desk@example.test";
    await submitRegistration(app, email);
    const { id } = await newest("REGISTRATION");
    json(await second.call("POST", deskPaths.claim(id)));
    const view = submissionViewSchema.parse(
      json(await second.call("GET", deskPaths.submission(id))),
    );
    // The account's password (stored as its argon2 hash) is no answer a registrar reads.
    const raw = JSON.stringify(view.pages);
    expect(raw).not.toContain("$argon2");
    const fieldNames = view.pages.flatMap((p) =>
      p.sections.flatMap((s) =>
        s.groups.flatMap((g) => (g.repeating ? g.rows.flatMap((r) => r.answers) : g.answers)),
      ),
    );
    expect(fieldNames.map((a) => a.fieldName)).not.toContain("password");
    expect(fieldNames.map((a) => a.fieldName)).not.toContain("password_confirm");
    expect(fieldNames.map((a) => a.fieldName)).toContain("email");
    const degree = view.files.find((f) => f.name === "degree.pdf")!;
    expect(degree).toMatchObject({ type: "other", mimeType: "application/pdf" });

    const file = await second.call("GET", deskPaths.submissionFile(id, degree.id));
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="degree.pdf"; filename*=UTF-8''degree.pdf`,
    );
    expect(file.headers["cache-control"]).toBe("no-store");
    expect(file.rawPayload.equals(pdfBytes())).toBe(true);
    // An APC's receipt is a file of another form: not this submission's.
    const apc = (await queue(second, { formType: "APC", pageSize: "1" })).items[0]!;
    const apcView = submissionViewSchema.parse(
      json(await second.call("GET", deskPaths.submission(apc.id))),
    );
    const receipt = apcView.files.find((f) => f.type === "invoice")!;
    const ownReceipt = await second.call("GET", deskPaths.submissionFile(apc.id, receipt.id));
    expect(ownReceipt.statusCode).toBe(200);
    expect(ownReceipt.headers["content-type"]).toBe("application/pdf");
    for (const other of [String(receipt.id), "x", "99999999"]) {
      const res = await second.call("GET", deskPaths.submissionFile(id, other));
      expect(res.statusCode, other).toBe(404);
      expect(res.json()).toEqual({ message: fileMessages.fileNotFound });
    }

    const accepted = json<{ personId: string }>(await second.call("POST", deskPaths.accept(id)));
    expect(accepted).toMatchObject({ submissionId: id, status: "accepted" });
    expect(accepted.personId).toMatch(/^\d+$/);
    const search = await app.inject({
      url: `${apiPaths.search}?${new URLSearchParams({ PersonID: accepted.personId, limit: "20", start: "0" })}`,
      headers: sessionHeader(aroha),
    });
    expect(search.json()).toMatchObject({
      totalItems: 1,
      matches: [{ "Person ID": accepted.personId, FullName: "Hana Wiremu-Tane" }],
    });
  });

  it("refuses the desk's calls from another site and without a desk session", async () => {
    const { id } = (await queue(first, { formType: "APC" })).items[0]!;
    const crossSite = await first.call("POST", deskPaths.claim(id), undefined, {
      headers: { origin: "https://elsewhere.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: deskMessages.crossSite });
    const anonymous = await app.inject({ url: deskPaths.submissions });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: deskMessages.signInRequired });
  });
});
