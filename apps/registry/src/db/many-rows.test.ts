// Many rows in one statement parameter (many-rows.ts) write what drizzle's insert would: each
// value by its column's type, a missing NOT NULL value as its default, on both databases.
import { sql } from "drizzle-orm";
import { boolean, date, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../test/databases.ts";
import { type Database, executeRows } from "./client.ts";
import { insertManySql } from "./many-rows.ts";

const things = pgTable("test_many_rows", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  note: text().notNull().default("none"),
  on: date(),
  flag: boolean().notNull(),
  detail: jsonb().$type<Record<string, unknown>>(),
});

describe.each(testDatabases)("many rows in one parameter on $name", (testDb) => {
  let database: Database;
  beforeAll(async () => {
    database = await testDb.open();
    await database.db.execute(sql`create table test_many_rows (
      id integer primary key generated always as identity, code text not null unique,
      note text not null default 'none', "on" date, flag boolean not null, detail jsonb)`);
  });
  afterAll(() => database.close());

  it("writes each value by its column's type and a missing one as its default", async () => {
    const rows = [
      { code: "a", note: "kept", on: "2027-03-31", flag: true, detail: { a: [1, "ā"] } },
      { code: "b", note: undefined, on: null, flag: false, detail: null },
    ];
    const added = await executeRows<{ id: number; code: string }>(
      database.db,
      sql`${insertManySql(things, rows)} RETURNING id, code`,
    );
    expect(added.map((r) => r.code)).toEqual(["a", "b"]);
    const stored = await database.db.select().from(things).orderBy(things.code);
    expect(stored.map(({ id: _id, ...r }) => r)).toEqual([
      { code: "a", note: "kept", on: "2027-03-31", flag: true, detail: { a: [1, "ā"] } },
      { code: "b", note: "none", on: null, flag: false, detail: null },
    ]);
  });

  it("answers only the rows written when the statement's conflict clause skips some", async () => {
    const rows = [
      { code: "a", flag: true },
      { code: "c", flag: true },
    ];
    const added = await executeRows<{ code: string }>(
      database.db,
      sql`${insertManySql(things, rows)} ON CONFLICT (code) DO NOTHING
        RETURNING code`,
    );
    expect(added).toEqual([{ code: "c" }]);
  });
});
