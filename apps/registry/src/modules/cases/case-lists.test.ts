// The desk's lists of cases: the queue (the longest in its stage first, filtered by stage and by
// the caller's claims, paged, days in stage on the regulator's calendar), the figures, and the
// CSV – one row a case, formula-safe for spreadsheets.
import { caseDetailSchema, caseFiguresSchema, caseListSchema, casePaths } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { practitionerOnRegister, raiseConcern } from "../../../test/cases.ts";
import { pgliteOnly } from "../../../test/databases.ts";
import { useDeskService } from "../../../test/desk.ts";

const DAY = 86_400_000;

// Connection-specific behaviour is tried by case-work and case-outcome on both databases.
describe.each(pgliteOnly)("the lists of cases on $name", (testDb) => {
  const refs: string[] = [];
  const desk = useDeskService(testDb, async (s) => {
    await practitionerOnRegister(s.database.db, "81021");
    refs.push((await raiseConcern(s, { personId: "81021" })).reference);
    s.clock.advance(DAY);
    refs.push(
      (await raiseConcern(s, { role: "colleague", practitionerName: '=HYPERLINK("http://x")' }))
        .reference,
    );
    s.clock.advance(2 * DAY);
  });

  it("answers the queue oldest in its stage first, filtered, paged and counted in days", async () => {
    const [first, second] = refs as [string, string];
    const { client } = await desk.signedIn("investigator");
    const queue = async (query: string) => {
      const res = await client.call("GET", `${casePaths.cases}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return caseListSchema.parse(res.json());
    };
    const all = await queue("");
    expect(all.items.map((c) => [c.reference, c.stage, c.daysInStage])).toEqual([
      [first, "received", 3],
      [second, "received", 2],
    ]);
    expect(all.items[1]).toMatchObject({
      source: "colleague",
      practitioner: null,
      practitionerNamed: '=HYPERLINK("http://x")',
    });
    const page2 = await queue("?pageSize=1&page=2");
    expect({ total: page2.total, refs: page2.items.map((c) => c.reference) }).toEqual({
      total: 2,
      refs: [second],
    });
    expect((await queue("?mine=true")).items).toEqual([]);
    await client.call("POST", casePaths.claim(first));
    const moved = await client.call("POST", casePaths.stage(first), {
      stage: "assessment",
      note: "Asked for the records.",
    });
    expect(caseDetailSchema.parse(moved.json()).daysInStage).toBe(0);
    expect((await queue("?stage=assessment")).items.map((c) => c.reference)).toEqual([first]);
    expect((await queue("?mine=true")).items.map((c) => c.reference)).toEqual([first]);
    expect((await queue("")).items.map((c) => c.reference)).toEqual([second, first]);
    expect((await client.call("GET", `${casePaths.cases}?stage=nowhere`)).statusCode).toBe(400);

    const figures = caseFiguresSchema.parse((await client.call("GET", casePaths.figures)).json());
    expect(figures).toEqual({
      bySource: { patient: 1, colleague: 1 },
      byCategory: { none: 2 },
      byStage: { received: 1, assessment: 1 },
      byOutcome: { none: 2 },
      ages: [
        { stage: "received", count: 1, oldestDays: 2, medianDays: 2 },
        { stage: "triage", count: 0, oldestDays: 0, medianDays: 0 },
        { stage: "assessment", count: 1, oldestDays: 0, medianDays: 0 },
        { stage: "investigation", count: 0, oldestDays: 0, medianDays: 0 },
        { stage: "referred", count: 0, oldestDays: 0, medianDays: 0 },
      ],
    });
  });

  it("exports every case as CSV, a formula in a cell made harmless", async () => {
    const { client } = await desk.signedIn("admin");
    const res = await client.call("GET", casePaths.csv);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain('filename="cases.csv"');
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "reference,received_at,source,person_id,practitioner,practitioner_named,category,risk," +
        "stage,stage_since,days_in_stage,claimed_by,linked_to,outcome",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^${refs[0]},[^,]+,patient,81021,Rawiri Paewai,,`));
    expect(lines[2]).toContain(`${refs[1]},`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x"")"`);
  });
});
