// PGlite on its own thread (pglite-thread.ts): what the service sees must be what PGlite on
// its own thread would give – the same rows and types, the same errors, no matter how large
// a statement or its answer – and a thread that is gone must say so, not hang.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ThreadedPGlite } from "./pglite-thread.ts";

describe("PGlite on a thread of its own", () => {
  let client: ThreadedPGlite;

  beforeAll(async () => {
    client = await ThreadedPGlite.create(undefined);
    await client.exec("create table notes (id integer primary key, note text not null)");
  });
  afterAll(() => client.close());

  it("answers rows with PostgreSQL's types parsed, as PGlite does", async () => {
    const { rows } = await client.query<{ n: number; d: Date; j: unknown; a: number[] }>(
      `select 1::int as n, '2026-11-22T10:00:00Z'::timestamptz as d,
              '{"x":[1,"two"]}'::jsonb as j, array[3,4] as a`,
    );
    expect(rows).toEqual([
      { n: 1, d: new Date("2026-11-22T10:00:00Z"), j: { x: [1, "two"] }, a: [3, 4] },
    ]);
  });

  it("throws PostgreSQL's error, with its code, and goes on working afterwards", async () => {
    await client.query("insert into notes values (1, 'first')");
    const failure = await client.query("insert into notes values (1, 'again')").catch((e) => e);
    expect(failure).toMatchObject({
      code: "23505",
      message: expect.stringContaining("notes_pkey"),
    });
    const { rows } = await client.query("select note from notes");
    expect(rows).toEqual([{ note: "first" }]);
  });

  it("rolls a failed transaction back", async () => {
    const failing = client.transaction(async (tx) => {
      await tx.query("insert into notes values (2, 'rolled back')");
      await tx.query("select 1 / 0");
    });
    await expect(failing).rejects.toMatchObject({ code: "22012" });
    const { rows } = await client.query("select count(*)::int as n from notes where id = 2");
    expect(rows).toEqual([{ n: 0 }]);
  });

  it("carries statements and answers far larger than its first buffers (64 KiB)", async () => {
    const long = "é".repeat(300_000); // 600,000 bytes of UTF-8
    await client.query("insert into notes values (3, $1)", [long]);
    const { rows } = await client.query<{ note: string }>("select note from notes where id = 3");
    expect(rows[0]?.note).toBe(long);
    // A small one after the large ones still comes through whole.
    const { rows: small } = await client.query("select 'small' as s");
    expect(small).toEqual([{ s: "small" }]);
  });

  it("runs a stand-alone statement it has described once as one message", async () => {
    const text = "select $1::int + 1 as n, $2::text as t";
    await client.query(text, [1, "first"]);
    const messages = vi.spyOn(client, "execProtocolRaw");
    try {
      const { rows } = await client.query(text, [41, "again"]);
      expect(rows).toEqual([{ n: 42, t: "again" }]);
      expect(messages).toHaveBeenCalledTimes(1);
    } finally {
      messages.mockRestore();
    }
  });

  it("writes a kept statement's parameters by their new type after DDL changed it", async () => {
    await client.exec("create table kept_types (v integer)");
    const insert = "insert into kept_types (v) values ($1)";
    await client.query(insert, [5]);
    await client.query("alter table kept_types alter column v type jsonb using to_jsonb(v)");
    await client.query(insert, [{ six: 6 }]);
    await client.exec("alter table kept_types alter column v type text using v::text");
    await client.query(insert, ["seven"]);
    const { rows } = await client.query('select v from kept_types order by v collate "C"');
    expect(rows).toEqual([{ v: "5" }, { v: "seven" }, { v: '{"six": 6}' }]);
  });

  it("names the statement and its parameters in the error, as PGlite does", async () => {
    const text = "select 1 / $1::int as n";
    const failure = await client.query(text, [0]).catch((e) => e);
    expect(failure).toMatchObject({ code: "22012", query: text, params: [0] });
  });

  it("answers statements sent at once in the order they were sent", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => client.query<{ i: number }>(`select ${i} as i`)),
    );
    expect(answers.map((a) => a.rows[0]?.i)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});

describe("PGlite's thread, opening and closing", () => {
  it("fails to open with the file system's reason when its directory cannot be made", async () => {
    await expect(ThreadedPGlite.create("/proc/version/pglite")).rejects.toThrow("ENOTDIR");
  });

  it("refuses every statement with a message instead of waiting for an answer", async () => {
    const client = await ThreadedPGlite.create(undefined);
    await client.close();
    await expect(client.query("select 1")).rejects.toThrow("PGlite is closed");
  });

  it("keeps a database on disk across a restart", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pglite-thread-"));
    try {
      const first = await ThreadedPGlite.create(dir);
      await first.exec("create table kept (v text); insert into kept values ('still here')");
      await first.close();
      const second = await ThreadedPGlite.create(dir);
      const { rows } = await second.query("select v from kept");
      await second.close();
      expect(rows).toEqual([{ v: "still here" }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
