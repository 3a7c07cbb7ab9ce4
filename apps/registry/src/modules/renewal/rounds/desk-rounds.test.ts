// The admin's renewal rounds over the desk API: listed, added and changed by admins only, each
// figure checked with a message, no two rounds of a year or of overlapping periods, a round
// under way keeping its year, period and fee, and every write in the staff audit.
import {
  deskMessages,
  deskPaths,
  type RoundBody,
  roundPaths,
  roundRefusals,
  staffAuditPageSchema,
} from "@portal/contract";
import { describe, expect, it } from "vitest";
import { cheapHasher } from "../../../../test/accounts.ts";
import { deskClient } from "../../../../test/desk.ts";
import { createForm, createUser } from "../../../../test/factories.ts";
import { useRegisterDesk } from "../../../../test/register-desk.ts";
import { NEXT_ROUND, roundDatabases } from "../../../../test/rounds.ts";

const round = (over: Partial<RoundBody> = {}): RoundBody => ({
  ...NEXT_ROUND,
  lateFeeCents: 15000,
  ...over,
});

describe.each(roundDatabases)("the admin's renewal rounds on $name", (testDb) => {
  const desk = useRegisterDesk(testDb, { options: { passwords: cheapHasher } });
  const add = (body: unknown) =>
    desk.admin.call("POST", roundPaths.rounds, body as Record<string, unknown>);
  const change = (yearCode: string, body: unknown) =>
    desk.admin.call("PUT", roundPaths.round(yearCode), body as Record<string, unknown>);
  const auditOf = async (action: string) =>
    staffAuditPageSchema.parse(
      (await desk.admin.call("GET", `${deskPaths.audit}?action=${action}`)).json(),
    ).items;

  it("refuses a caller without a desk session (401) and a registrar (403)", async () => {
    const calls = [
      ["GET", roundPaths.rounds],
      ["POST", roundPaths.rounds],
      ["PUT", roundPaths.round("2026-2027")],
    ] as const;
    for (const [method, url] of calls) {
      const unsigned = await deskClient(desk.app).call(method, url, round());
      expect([url, unsigned.statusCode, unsigned.json()]).toEqual([
        url,
        401,
        { message: deskMessages.signInRequired },
      ]);
      const registrar = await desk.registrar.call(method, url, round());
      expect([url, registrar.statusCode, registrar.json()]).toEqual([
        url,
        403,
        { message: deskMessages.forbidden },
      ]);
    }
  });

  it("adds a round and changes its deadline, each in the staff audit", async () => {
    const added = await add(round());
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({
      ...round(),
      yearCode: "2027-2028",
      graceEndsOn: "2027-04-14",
      opened: false,
    });
    const changed = await change("2027-2028", round({ deadline: "2027-03-15", graceDays: 20 }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ deadline: "2027-03-15", graceEndsOn: "2027-04-04" });

    const listed = (await desk.admin.call("GET", roundPaths.rounds)).json().items;
    expect(listed.map((r: { year: string }) => r.year)).toEqual(["2027/2028", "2026/2027"]);
    expect(listed[0]).toMatchObject({ deadline: "2027-03-15", lateFeeCents: 15000 });
    const [created] = await auditOf("round.created");
    expect(created).toMatchObject({ submissionId: null, before: null, after: round() });
    const [moved] = await auditOf("round.changed");
    expect(moved).toMatchObject({
      before: { year: "2027/2028", deadline: "2027-03-31", graceDays: 14 },
      after: { year: "2027/2028", deadline: "2027-03-15", graceDays: 20 },
    });
    expect(Object.keys(moved!.after!)).toEqual(["year", "deadline", "graceDays"]);
  });

  it("refuses figures that do not fit together, each with its message", async () => {
    const refused: [Partial<RoundBody>, string][] = [
      [{ year: "2030/2032" }, 'The practising year reads like "2027/2028": a year and the next.'],
      [{ year: "2031/2032" }, "The period of 2031/2032 starts in 2031."],
      [
        { endsOn: "2028-04-30" },
        "The period is one year: from 1 April 2027 it ends on 31 March 2028.",
      ],
      [
        { opensOn: "2027-04-01", deadline: "2027-04-30" },
        "Renewal must open before the period starts.",
      ],
      [{ deadline: "2027-01-31" }, "The deadline cannot be before renewal opens."],
      [{ deadline: "2028-04-01" }, "The deadline must be on or before the period's last day."],
      [
        { graceDays: 91 },
        "Invalid request body: graceDays: The grace period cannot be over 90 days.",
      ],
      [
        { graceDays: -1 },
        "Invalid request body: graceDays: The grace period cannot be below 0 days.",
      ],
      [{ feeCents: 1210.5 }, "Invalid request body: feeCents: The fee must be whole cents."],
      [
        { lateFeeCents: -5 },
        "Invalid request body: lateFeeCents: The late fee cannot be below zero.",
      ],
      [
        { deadline: "31/03/2027" },
        "Invalid request body: deadline: The deadline must be a date, YYYY-MM-DD.",
      ],
    ];
    for (const [over, message] of refused) {
      const res = await add(round(over));
      expect([over, res.statusCode, res.json()]).toEqual([over, 400, { message }]);
    }
  });

  it("keeps one round a year and periods apart (409)", async () => {
    const again = await add(round());
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      roundRefusals.yearTaken("2027/2028"),
    ]);
    const overlapping = await add(
      round({
        year: "2028/2029",
        startsOn: "2028-03-01",
        endsOn: "2029-02-28",
        opensOn: "2028-01-05",
        deadline: "2028-02-28",
      }),
    );
    expect([overlapping.statusCode, overlapping.json().message]).toEqual([
      409,
      roundRefusals.overlaps("2027/2028"),
    ]);
    const unknown = await change("2040-2041", round());
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, roundRefusals.notFound]);
  });

  it("keeps a round's year, period and fee once renewals started in it", async () => {
    const next = round({ year: "2028/2029", startsOn: "2028-04-01", endsOn: "2029-03-31" });
    const body = { ...next, opensOn: "2028-02-01", deadline: "2028-03-31" };
    expect((await add(body)).statusCode).toBe(200);
    // An unused round may take another year.
    const moved = await change("2028-2029", {
      ...body,
      year: "2029/2030",
      startsOn: "2029-04-01",
      endsOn: "2030-03-31",
      opensOn: "2029-02-01",
      deadline: "2029-03-31",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const back = await change("2029-2030", body);
    expect(back.statusCode, back.body).toBe(200);

    const owner = await createUser(desk.database.db);
    await createForm(desk.database.db, owner.id, "APC", { apcYear: "2028/2029" });
    for (const over of [{ feeCents: 130000 }, { startsOn: "2028-03-01", endsOn: "2029-02-28" }]) {
      const res = await change("2028-2029", { ...body, ...over });
      expect([over, res.statusCode, res.json()]).toEqual([
        over,
        400,
        { message: roundRefusals.opened },
      ]);
    }
    const later = await change("2028-2029", { ...body, deadline: "2028-04-15", lateFeeCents: 0 });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ deadline: "2028-04-15", lateFeeCents: 0, opened: true });
  });
});
