// Conditions on practice at the desk, and the register's history: a registrar imposes, varies
// and lifts a condition over the desk API; the public register shows it while it is in force,
// the history keeps every step as a chained, append-only event, the staff audit and the
// record's followers hear of each, and what the register cannot hold is refused with a message.
import {
  conditionRefusals,
  deskPaths,
  publicRegisterPaths,
  type RegisterHistory,
  registerHistorySchema,
} from "@portal/contract";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../test/databases.ts";
import { followConfirmed } from "../../../test/follows.ts";
import { PERSON_ID, useRegisterDesk } from "../../../test/register-desk.ts";
import { capturingMailer } from "../../../test/review.ts";
import { executeRows } from "../../db/client.ts";
import { chainHash, GENESIS_HASH } from "../audit/audit-chain.ts";

/** Imposed on 1 February 2026, a month before the tests' clock (1 March 2026). */
const supervision = {
  type: "Supervision",
  wording: "Practises only under the supervision of a registered dental hygienist.",
  startsOn: "2026-02-01",
  reviewOn: "2026-08-01",
  decision: "Professional Conduct Committee 4/2026",
};
const inPublic = {
  type: supervision.type,
  wording: supervision.wording,
  startsOn: supervision.startsOn,
  endsOn: null,
  reviewOn: supervision.reviewOn,
};

describe.each(testDatabases)("conditions on practice on $name", (testDb) => {
  const mailer = capturingMailer();
  const desk = useRegisterDesk(testDb, { options: { mailer } });
  const follower = "follower@example.test";

  const history = async (res: Awaited<ReturnType<typeof desk.edit>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return registerHistorySchema.parse(res.json()) as RegisterHistory;
  };
  const publicRecord = async () =>
    (await desk.app.inject({ url: publicRegisterPaths.practitioner(PERSON_ID) })).json();
  const told = async () => {
    await desk.app.jobs.runDue();
    const mine = mailer.sent.filter((m) => m.to === follower);
    mailer.sent.length = 0;
    return mine;
  };
  let conditionId = 0;

  it("imposes a condition: public at once, in the history, the audit and the followers' mail", async () => {
    const confirmed = await followConfirmed(
      { app: desk.app, sent: mailer.sent },
      follower,
      PERSON_ID,
    );
    expect(confirmed.statusCode).toBe(200);
    await told();
    const res = await desk.registrar.call("POST", deskPaths.conditions(PERSON_ID), supervision);
    const after = await history(res);
    expect(after.conditions).toEqual([
      expect.objectContaining({ ...inPublic, decision: supervision.decision, inForce: true }),
    ]);
    conditionId = after.conditions[0]!.id;
    expect(after.events[0]).toMatchObject({
      kind: "condition_imposed",
      effectiveOn: "2026-02-01",
      by: expect.stringMatching(/^registrar-/),
      public: true,
      summary: `Condition imposed – Supervision: ${supervision.wording}`,
    });
    const shown = await publicRecord();
    expect(shown.conditions).toEqual([inPublic]);
    expect(shown.history).toEqual([
      {
        kind: "condition_imposed",
        effectiveOn: "2026-02-01",
        summary: `Condition imposed – Supervision: ${supervision.wording}`,
      },
    ]);
    // The decision is the regulator's: not on the public page.
    expect(JSON.stringify(shown)).not.toContain("Conduct Committee");
    const [mail, ...more] = await told();
    expect(more).toEqual([]);
    expect(mail?.text).toContain(
      `Condition on practice now applies – Supervision: ${supervision.wording}, from 1 February 2026, to be reviewed on 1 August 2026.`,
    );
    const audit = await desk.admin.call(
      "GET",
      `${deskPaths.audit}?action=register.condition_imposed`,
    );
    expect(audit.json().items).toEqual([
      expect.objectContaining({
        before: { personId: PERSON_ID, condition: null },
        after: { personId: PERSON_ID, condition: expect.objectContaining(supervision) },
      }),
    ]);
  });

  it("refuses what a condition cannot be, and changes nothing", async () => {
    const before = (await desk.registrar.call("GET", deskPaths.registerHistory(PERSON_ID))).body;
    const refusals: Array<[string, unknown, number, string]> = [
      [
        deskPaths.conditions(PERSON_ID),
        { ...supervision, endsOn: "2026-01-31" },
        422,
        conditionRefusals.endsBeforeStart,
      ],
      [
        deskPaths.conditions(PERSON_ID),
        { ...supervision, reviewOn: "2026-01-01" },
        422,
        conditionRefusals.reviewBeforeStart,
      ],
      [
        deskPaths.conditions(PERSON_ID),
        { ...supervision, wording: "   " },
        422,
        "The condition's public wording is empty.",
      ],
      [deskPaths.conditions(PERSON_ID), { ...supervision, type: "Banned" }, 400, "type"],
      [
        deskPaths.conditions(PERSON_ID),
        { ...supervision, startsOn: "2026-02-30" },
        400,
        "startsOn",
      ],
      [deskPaths.conditions("nobody"), supervision, 404, "No practitioner"],
      [
        deskPaths.liftCondition(PERSON_ID, conditionId),
        { liftedOn: "2026-01-01", decision: "PCC 5/2026" },
        422,
        conditionRefusals.liftBeforeStart,
      ],
      [
        deskPaths.liftCondition(PERSON_ID, conditionId + 1000),
        { liftedOn: "2026-03-01", decision: "PCC 5/2026" },
        404,
        conditionRefusals.notFound,
      ],
    ];
    for (const [url, body, status, says] of refusals) {
      const res = await desk.registrar.call("POST", url, body as Record<string, unknown>);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(res.json().message).toContain(says);
    }
    const after = await desk.registrar.call("GET", deskPaths.registerHistory(PERSON_ID));
    expect(after.body).toBe(before);
  });

  it("varies a condition's terms: the history keeps what it was", async () => {
    const varied = { ...supervision, wording: "Practises only under direct supervision." };
    const after = await history(
      await desk.registrar.call("PUT", deskPaths.condition(PERSON_ID, conditionId), varied),
    );
    expect(after.conditions).toEqual([expect.objectContaining({ wording: varied.wording })]);
    expect(after.events[0]).toMatchObject({ kind: "condition_varied", public: true });
    expect((await publicRecord()).conditions).toEqual([{ ...inPublic, wording: varied.wording }]);
    const mail = (await told()).map((m) => m.text).join("\n");
    expect(mail).toContain("Condition on practice now applies – Supervision: Practises only under");
    expect(mail).toContain(
      `Condition on practice no longer applies – Supervision: ${supervision.wording}`,
    );
  });

  it("lifts a condition from a day: off the public record, once", async () => {
    const lift = { liftedOn: "2026-03-01", decision: "Professional Conduct Committee 5/2026" };
    const url = deskPaths.liftCondition(PERSON_ID, conditionId);
    const after = await history(await desk.registrar.call("POST", url, lift));
    expect(after.conditions).toEqual([
      expect.objectContaining({ liftedOn: "2026-03-01", inForce: false }),
    ]);
    expect(after.events[0]).toMatchObject({ kind: "condition_lifted", effectiveOn: "2026-03-01" });
    const shown = await publicRecord();
    expect(shown.conditions).toEqual([]);
    expect(shown.history.map((e: { kind: string }) => e.kind)).toEqual([
      "condition_lifted",
      "condition_varied",
      "condition_imposed",
    ]);
    expect((await told())[0]?.text).toContain("Condition on practice no longer applies");
    const again = await desk.registrar.call("POST", url, lift);
    expect([again.statusCode, again.json()]).toEqual([409, { message: conditionRefusals.lifted }]);
  });

  it("keeps the history as a chain per person that nobody may change", async () => {
    const { db } = desk.database;
    const links = await executeRows<{
      seq: number;
      prev_hash: string;
      hash: string;
      content: string;
    }>(
      db,
      sql`SELECT e.seq, e.prev_hash, e.hash, register_events_content(e) AS content
      FROM register_events e JOIN practitioners p ON p.id = e.practitioner_id
      WHERE p.person_id = ${PERSON_ID} ORDER BY e.seq`,
    );
    expect(links.map((r) => Number(r.seq))).toEqual([1, 2, 3, 4]);
    let prev = GENESIS_HASH;
    for (const link of links) {
      expect(link.prev_hash).toBe(prev);
      expect(link.hash).toBe(chainHash(link.prev_hash, link.content));
      prev = link.hash;
    }
    for (const change of [
      sql`UPDATE register_events SET public = false`,
      sql`DELETE FROM register_events`,
      sql`TRUNCATE register_events`,
    ]) {
      await expect(db.execute(change)).rejects.toThrow(
        expect.objectContaining({
          cause: expect.objectContaining({
            message: expect.stringContaining("register_events is append-only"),
          }),
        }),
      );
    }
  });
});
