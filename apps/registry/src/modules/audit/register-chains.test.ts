// The register's history as hash chains, one per person, walked by `npm run audit -- --verify`
// beside the audit trails: intact, it counts every person's chain; an event changed behind the
// append-only trigger's back is named by its person and place.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test/databases.ts";
import { registeredPerson } from "../../../test/rounds.ts";
import type { Database } from "../../db/client.ts";
import { appendEvents, findPractitionerId, insertPractitioners } from "../register/index.ts";
import { chainReport } from "./audit-chain.ts";
import { verifyRegisterChains } from "./register-chains.ts";

describe("the register's hash chains on PGlite", () => {
  let database: Database;
  let second = 0;
  beforeAll(async () => {
    database = await testDatabases[0]!.open();
    const { db } = database;
    const people = [registeredPerson("71001", "First"), registeredPerson("71002", "Second")];
    await db.transaction((tx) => insertPractitioners(tx, people));
    second = (await findPractitionerId(db, "71002"))!;
    const event = { effectiveOn: "2026-03-01", recordedAt: new Date(), staffId: null };
    await appendEvents(db, [
      { ...event, practitionerId: second, kind: "suspended", public: true, detail: { a: 1 } },
      { ...event, practitionerId: second, kind: "restored", public: true, detail: { a: 2 } },
    ]);
  });
  afterAll(() => database.close());

  it("walks every person's chain from its own start", async () => {
    // Each person's registration, and the second's suspension and restoration; pages of two.
    const verdict = await verifyRegisterChains(database.db, { pageSize: 2 });
    expect(verdict).toEqual({ table: "register_events", rows: 4, head: null, chains: 2 });
    expect(chainReport([verdict])).toBe("register_events: intact, 4 rows, 2 people's chains\n");
  });

  it("names the first event changed behind the trigger's back, by its person and place", async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql.raw("alter table register_events disable trigger register_events_no_change"),
      );
      await tx.execute(
        sql`update register_events set effective_on = '2026-02-01'
            where practitioner_id = ${second} and seq = 2`,
      );
      await tx.execute(
        sql.raw("alter table register_events enable trigger register_events_no_change"),
      );
    });
    const verdict = await verifyRegisterChains(database.db);
    expect(verdict.broken).toMatchObject({
      seq: 2,
      problem: `practitioner ${second}: its content does not match its hash (the row was changed)`,
    });
    expect(verdict.rows).toBe(2);
  });
});
