import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../test/databases.ts";
import { type Database, openDatabase } from "./client.ts";
import { pgliteOf, queryPrepared, queryPreparedText } from "./pglite-prepared.ts";

const pglite = testDatabases.find((d) => d.name === "pglite")!;

describe("named prepared statements on PGlite", () => {
  let database: Database;
  let client: PGlite;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    database = await pglite.open();
    client = pgliteOf(database.db)!;
    await database.db.execute(sql`CREATE TABLE numbers (n int NOT NULL, word text NOT NULL)`);
    await database.db.execute(sql`INSERT INTO numbers VALUES (1, 'one'), (2, 'two'), (3, 'three')`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("answers what drizzle answers, preparing each statement text once", async () => {
    const query = (from: number) =>
      sql`SELECT n, word, json_build_object('n', n) AS doc FROM numbers WHERE n >= ${from} ORDER BY n`;
    for (const from of [1, 2, 3, 4]) {
      expect(await queryPrepared(client, query(from))).toEqual(await rows(query(from)));
    }
    const [prepared] = await rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM pg_prepared_statements`,
    );
    expect(prepared?.count).toBe(1);
  });

  it("plans once and reuses the plan when asked for a generic plan, else per execution", async () => {
    const generic = "SELECT word FROM numbers WHERE n = $1";
    const custom = "SELECT word FROM numbers WHERE n = $1 AND word <> ''";
    for (const n of [1, 2, 3]) {
      expect(await queryPreparedText(client, generic, [n], { plan: "generic" })).toEqual(
        await rows(sql`SELECT word FROM numbers WHERE n = ${n}`),
      );
      await queryPreparedText(client, custom, [n]);
    }
    const plans = await rows<{ statement: string; generic_plans: number; custom_plans: number }>(
      sql`SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements`,
    );
    expect(plans.find((p) => p.statement === generic)).toMatchObject({
      generic_plans: 3,
      custom_plans: 0,
    });
    expect(plans.find((p) => p.statement === custom)).toMatchObject({
      generic_plans: 0,
      custom_plans: 3,
    });
  });

  it("leaves the choice to PostgreSQL with plan auto: custom five times, then generic", async () => {
    const auto = "SELECT word FROM numbers WHERE n = $1 AND n > 0";
    for (const n of [1, 2, 3, 1, 2, 3, 1]) {
      expect(await queryPreparedText(client, auto, [n], { plan: "auto" })).toEqual(
        await rows(sql`SELECT word FROM numbers WHERE n = ${n}`),
      );
    }
    const plans = await rows<{ statement: string; generic_plans: number; custom_plans: number }>(
      sql`SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements`,
    );
    expect(plans.find((p) => p.statement === auto)).toMatchObject({
      generic_plans: 2,
      custom_plans: 5,
    });
  });

  it("only on PGlite", () => {
    expect(pgliteOf({ $client: {} })).toBeUndefined();
    expect(pgliteOf({})).toBeUndefined();
  });

  it("fails like a query, leaves the planner's setting as it was, and can run again", async () => {
    const divide = (by: number) => sql`SELECT 6 / ${by}::int AS n`;
    await expect(queryPrepared(client, divide(0))).rejects.toThrow("division by zero");
    expect(await queryPrepared(client, divide(2))).toEqual([{ n: 3 }]);
    const [setting] = await rows<{ plan_cache_mode: string }>(sql`SHOW plan_cache_mode`);
    expect(setting?.plan_cache_mode).toBe("auto");
  });

  it("never runs inside another caller's open transaction", async () => {
    const { promise: gate, resolve: release } = Promise.withResolvers<void>();
    const { promise: insertedYet, resolve: inserted } = Promise.withResolvers<void>();
    const failing = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO numbers VALUES (4, 'four')`);
        inserted();
        await gate;
        throw new Error("rolled back");
      })
      .catch(() => "rolled back");
    await insertedYet;
    const read = queryPrepared<{ count: number }>(
      client,
      sql`SELECT count(*)::int AS count FROM numbers`,
    );
    release();
    expect(await failing).toBe("rolled back");
    // Had it run inside the transaction, it would have counted the row rolled back.
    expect(await read).toEqual([{ count: 3 }]);
  });

  it("keeps a write in a database on disk across a restart", async () => {
    const dir = mkdtempSync(join(tmpdir(), "prepared-write-"));
    try {
      const onDisk = await openDatabase({ dataDir: dir });
      await onDisk.db.execute(sql`CREATE TABLE notes (word text NOT NULL)`);
      const written = await queryPrepared(
        pgliteOf(onDisk.db)!,
        sql`INSERT INTO notes VALUES (${"kept"}) RETURNING word`,
        { write: true },
      );
      expect(written).toEqual([{ word: "kept" }]);
      await onDisk.close();
      const reopened = await openDatabase({ dataDir: dir });
      const result = (await reopened.db.execute(sql`SELECT word FROM notes`)) as unknown as {
        rows: unknown[];
      };
      expect(result.rows).toEqual([{ word: "kept" }]);
      await reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
