// Both clients time every statement they run – stand-alone, in a transaction, the peer
// search's own – and PGlite counts what waits for its one connection.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../test/databases.ts";
import { type Database, executeRows } from "./client.ts";

describe.each(testDatabases)("statement timing on $name", (testDb) => {
  let database: Database;
  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(() => database.close());

  async function timed(work: () => Promise<unknown>): Promise<number[]> {
    const seen: number[] = [];
    const stop = database.statements.listen((seconds) => seen.push(seconds));
    try {
      await work();
    } finally {
      stop();
    }
    return seen;
  }

  it("reports each stand-alone statement once, with its duration", async () => {
    const statements = async () => {
      await database.db.execute(sql`select pg_sleep(0.02)`);
      await executeRows(database.db, sql`select 1 as one`);
    };
    // On PGlite a statement text's first run is described first, a statement of its own.
    await statements();
    const seen = await timed(statements);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBeGreaterThanOrEqual(0.02);
    expect(seen[0]).toBeLessThan(5);
  });

  it("reports the statements inside a transaction", async () => {
    const seen = await timed(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 2`);
      }),
    );
    // PGlite sends BEGIN and COMMIT as statements of their own; postgres.js inside `begin`.
    expect(seen.length).toBe(database.driver === "pglite" ? 4 : 2);
  });

  it("reports failed statements too, and nothing once nobody listens", async () => {
    const seen = await timed(() =>
      database.db.execute(sql`select * from no_such_table`).catch(() => undefined),
    );
    expect(seen).toHaveLength(1);
    const stopped: number[] = [];
    database.statements.listen((s) => stopped.push(s))();
    await database.db.execute(sql`select 1`);
    expect(stopped).toEqual([]);
  });
});

describe("PGlite's queue depth", () => {
  it("counts the statements and transactions waiting for the connection or on it", async () => {
    const [pglite] = testDatabases;
    const database = await pglite!.open();
    try {
      expect(database.queueDepth?.()).toBe(0);
      const { promise: held, resolve: release } = Promise.withResolvers<void>();
      const { promise: begun, resolve: began } = Promise.withResolvers<void>();
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        began();
        await held;
      });
      await begun;
      // Drizzle's queries start when awaited: `then` starts them now.
      const waiting = [1, 2, 3].map((n) =>
        database.db.execute(sql`select ${n}::int`).then((result) => result),
      );
      try {
        await vi.waitFor(() => expect(database.queueDepth?.()).toBe(4));
      } finally {
        release();
      }
      await Promise.all([transaction, ...waiting]);
      expect(database.queueDepth?.()).toBe(0);
    } finally {
      await database.close();
    }
  });
});
