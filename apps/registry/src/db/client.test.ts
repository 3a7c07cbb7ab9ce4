// The database rule of DESIGN §6: on PGlite (one connection) transactions never interleave,
// with each other or with stand-alone statements; on PostgreSQL a pool runs them side by side.
import { eq, sql } from "drizzle-orm";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../test/databases.ts";
import type { Database } from "./client.ts";

const counters = pgTable("test_counters", {
  id: integer().primaryKey(),
  value: integer().notNull(),
});
const notes = pgTable("test_notes", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  note: text().notNull(),
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const deferred = () => Promise.withResolvers<void>();

describe.each(testDatabases)("transactions on $name", (testDb) => {
  let database: Database;

  beforeAll(async () => {
    database = await testDb.open();
    await database.db.execute(
      sql`create table test_counters (id integer primary key, value integer not null)`,
    );
    await database.db.execute(
      sql`create table test_notes (id integer primary key generated always as identity, note text not null)`,
    );
  });
  beforeEach(async () => {
    await database.db.delete(notes);
    await database.db.delete(counters);
    await database.db.insert(counters).values({ id: 1, value: 0 });
  });
  afterAll(() => database.close());

  it("keeps a stand-alone statement out of another caller's open transaction", async () => {
    const inserted = deferred();
    const failing = database.db.transaction(async (tx) => {
      await tx.insert(notes).values({ note: "rolled back" });
      inserted.resolve();
      await sleep(30);
      throw new Error("abort");
    });
    // Issued while the transaction is open; on a shared connection without a queue it would
    // run inside that transaction and be rolled back with it.
    const standalone = inserted.promise.then(() =>
      database.db.insert(notes).values({ note: "stand-alone" }),
    );
    await expect(failing).rejects.toThrow("abort");
    await standalone;
    const rows = await database.db.select({ note: notes.note }).from(notes);
    expect(rows).toEqual([{ note: "stand-alone" }]);
  });

  if (testDb.name === "pglite") {
    it("runs concurrent transactions one after another, never interleaved", async () => {
      const events: string[] = [];
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          database.db.transaction(async (tx) => {
            events.push(`begin ${i}`);
            const [row] = await tx.select().from(counters).where(eq(counters.id, 1));
            await sleep(5);
            await tx
              .update(counters)
              .set({ value: (row?.value ?? 0) + 1 })
              .where(eq(counters.id, 1));
            events.push(`end ${i}`);
          }),
        ),
      );
      for (let k = 0; k < events.length; k += 2) {
        expect(events[k + 1]).toBe(events[k]?.replace("begin", "end"));
      }
      // Read-modify-write with a pause in between loses no update: nothing ran in between.
      const [row] = await database.db.select().from(counters);
      expect(row?.value).toBe(8);
    });
  } else {
    it("runs transactions side by side on the pool", async () => {
      const firstOpen = deferred();
      const secondOpen = deferred();
      // Each waits for the other to be open: only possible on two connections at once.
      const both = Promise.all([
        database.db.transaction(async (tx) => {
          await tx.insert(notes).values({ note: "first" });
          firstOpen.resolve();
          await secondOpen.promise;
        }),
        database.db.transaction(async (tx) => {
          await tx.insert(notes).values({ note: "second" });
          secondOpen.resolve();
          await firstOpen.promise;
        }),
      ]);
      const timeout = sleep(5_000).then(() => "timed out");
      expect(await Promise.race([both.then(() => "done"), timeout])).toBe("done");
      expect(await database.db.$count(notes)).toBe(2);
    });
  }
});
