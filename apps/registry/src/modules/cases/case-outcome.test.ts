// A case's outcome: it closes the case, and conditions or a suspension change the register as
// the register's own desk does – its history event, the staff audit, the followers' e-mail – in
// the same transaction; the practitioner is told by letter. What the register cannot take from
// a case is refused with the contract's texts, and nothing is changed.
import {
  type CaseDetail,
  caseDetailSchema,
  casePaths,
  caseRefusals,
  deskPaths,
  registerHistorySchema,
} from "@portal/contract";
import { describe, expect, it } from "vitest";
import { practitionerOnRegister, raiseConcern } from "../../../test/cases.ts";
import { testDatabases } from "../../../test/databases.ts";
import { type DeskClient, useDeskService } from "../../../test/desk.ts";
import { followConfirmed } from "../../../test/follows.ts";
import { capturingMailer } from "../../../test/review.ts";

const supervision = {
  type: "Supervision",
  wording: "Must practise under the supervision of a registered dentist.",
  startsOn: "2026-03-01",
  decision: "Professional Conduct Committee 7/2026",
};

describe.each(testDatabases)("a case's outcome on $name", (testDb) => {
  const mailer = capturingMailer();
  const desk = useDeskService(
    testDb,
    async (s) => {
      for (const id of ["81011", "81012", "81013"]) await practitionerOnRegister(s.database.db, id);
    },
    { mailer },
  );
  const follower = "watching@example.test";

  const answer = async (res: Awaited<ReturnType<DeskClient["call"]>>): Promise<CaseDetail> => {
    expect(res.statusCode, res.body).toBe(200);
    return caseDetailSchema.parse(res.json());
  };
  const claimed = async (personId: string | undefined) => {
    const { reference } = await raiseConcern(desk, { personId });
    const investigator = await desk.signedIn("investigator");
    await answer(await investigator.client.call("POST", casePaths.claim(reference)));
    return { reference, ...investigator };
  };
  const history = async (admin: DeskClient, personId: string) =>
    registerHistorySchema.parse(
      (await admin.call("GET", deskPaths.registerHistory(personId))).json(),
    );
  /** What the outbox delivers now, to each address. */
  const delivered = async () => {
    await desk.app.jobs.runDue();
    const sent = mailer.sent.splice(0);
    return (to: string) => sent.filter((m) => m.to === to);
  };

  it("refuses a register change it cannot make, and changes nothing", async () => {
    const nobody = await claimed(undefined);
    const named = await claimed("81011");
    const admin = await desk.signedIn("admin");
    const cases: Array<[DeskClient, string, Record<string, unknown>, string]> = [
      [
        nobody.client,
        nobody.reference,
        { outcome: "conditions", condition: supervision },
        caseRefusals.outcomeNeedsPractitioner,
      ],
      [
        nobody.client,
        nobody.reference,
        { outcome: "suspension", suspendFrom: "2026-03-01" },
        caseRefusals.outcomeNeedsPractitioner,
      ],
      [named.client, named.reference, { outcome: "conditions" }, caseRefusals.conditionMissing],
      [named.client, named.reference, { outcome: "suspension" }, caseRefusals.suspendFromMissing],
      [
        named.client,
        named.reference,
        { outcome: "suspension", suspendFrom: "2026-03-02" },
        caseRefusals.suspendFromFuture,
      ],
    ];
    for (const [client, reference, body, message] of cases) {
      const res = await client.call("POST", casePaths.outcome(reference), {
        reasons: "Decided.",
        ...body,
      });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 422,
        body: { message },
      });
    }
    const read = await answer(await admin.client.call("GET", casePaths.case(named.reference)));
    expect(read).toMatchObject({ stage: "received", outcome: null });
    const held = await history(admin.client, "81011");
    expect(held.events.map((e) => e.kind)).toEqual(["registered"]);
    expect(held.conditions).toEqual([]);
  });

  it("imposes conditions through the register's desk, closes the case and tells the practitioner", async () => {
    const confirmed = await followConfirmed(
      { app: desk.app, sent: mailer.sent },
      follower,
      "81012",
    );
    expect(confirmed.statusCode).toBe(200);
    mailer.sent.length = 0;
    const { reference, client } = await claimed("81012");
    const admin = await desk.signedIn("admin");
    const closed = await answer(
      await client.call("POST", casePaths.outcome(reference), {
        outcome: "conditions",
        reasons: "The committee found the treatment fell short.",
        condition: supervision,
      }),
    );
    expect(closed).toMatchObject({ stage: "closed", outcome: "conditions" });
    expect(closed.events.map((e) => [e.kind, e.text.split(":")[0]]).slice(-2)).toEqual([
      ["outcome", "Closed"],
      ["letter", 'Letter "Outcome" sent to the practitioner, rawiri.81012@example.org'],
    ]);
    const held = await history(admin.client, "81012");
    expect(held.conditions).toEqual([expect.objectContaining({ ...supervision, inForce: true })]);
    expect(held.events[0]).toMatchObject({ kind: "condition_imposed", effectiveOn: "2026-03-01" });
    const to = await delivered();
    expect(to(follower)).toHaveLength(1);
    const [told, ...more] = to("rawiri.81012@example.org");
    expect(more).toEqual([]);
    expect(told?.text).toContain(
      `The register now shows this condition on your practice from 1 March 2026: ${supervision.wording}`,
    );
    expect(told?.text).toContain("The committee found the treatment fell short.");
    const audit = await admin.client.call("GET", `${deskPaths.audit}?pageSize=200`);
    const actions = (audit.json().items as Array<{ action: string }>).map((a) => a.action);
    expect(actions.slice(0, 2)).toEqual(["case.outcome_recorded", "register.condition_imposed"]);
    const res = await client.call("POST", casePaths.outcome(reference), {
      outcome: "no_further_action",
      reasons: "Again.",
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 409,
      body: { message: caseRefusals.closed },
    });
  });

  it("suspends through the register's own edit, from the day given", async () => {
    const followed = await followConfirmed(
      { app: desk.app, sent: mailer.sent },
      "second@example.test",
      "81013",
    );
    expect(followed.statusCode).toBe(200);
    mailer.sent.length = 0;
    const { reference, client } = await claimed("81013");
    const admin = await desk.signedIn("admin");
    await answer(
      await client.call("POST", casePaths.outcome(reference), {
        outcome: "suspension",
        reasons: "A risk to patients until the committee meets.",
        suspendFrom: "2026-02-27",
      }),
    );
    const record = (await admin.client.call("GET", deskPaths.registerRecord("81013"))).json();
    expect(record.practices.map((p: { status: string }) => p.status)).toEqual(["Suspended"]);
    const held = await history(admin.client, "81013");
    expect(held.events[0]).toMatchObject({ kind: "suspended", effectiveOn: "2026-02-27" });
    const to = await delivered();
    expect(to("second@example.test")).toHaveLength(1);
    const [told] = to("rawiri.81013@example.org");
    expect(told?.text).toContain("The outcome: Registration suspended.");
    expect(told?.text).toContain("Your registration is suspended from 27 February 2026.");
    const audit = await admin.client.call("GET", `${deskPaths.audit}?action=register.updated`);
    expect(audit.json().items[0]).toMatchObject({
      before: { personId: "81013", practices: [expect.objectContaining({ status: "Registered" })] },
      after: { personId: "81013", practices: [expect.objectContaining({ status: "Suspended" })] },
    });
  });
});
