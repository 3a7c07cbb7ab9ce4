// Both audit trails as hash chains: append-only to the service's statements, and every change
// the owner of the tables makes behind the triggers' back (a row edited, edited and rehashed,
// deleted) found by the chain walk of `npm run audit -- --verify`, naming the first bad row.
// PostgreSQL: instances appending at once still make one chain.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testClock } from "../../../test/app.ts";
import { adminUrl, testDatabases } from "../../../test/databases.ts";
import { addTestStaff, staffEmail } from "../../../test/desk.ts";
import { migrationsUpTo } from "../../../test/migrations.ts";
import { runCommand } from "../../../test/operator-commands.ts";
import { type Database, executeRows, openDatabase } from "../../db/client.ts";
import { runMigrations } from "../../db/migrate.ts";
import { auditEvents } from "../../db/schema.ts";
import { chainHash, chainReport, GENESIS_HASH, verifyChain } from "./audit-chain.ts";
import { runAuditCommand } from "./audit-command.ts";
import { createAuditTrail } from "./index.ts";
import type { AuditChainTable } from "./store.ts";

const silent = { info: () => {}, error: () => {} };

/** Statements as the owner of the tables may run them, past the append-only triggers. */
async function asOwner(database: Database, table: AuditChainTable, ...statements: string[]) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`alter table ${table} disable trigger ${table}_no_change`));
    for (const statement of statements) await tx.execute(sql.raw(statement));
    await tx.execute(sql.raw(`alter table ${table} enable trigger ${table}_no_change`));
  });
}

/** Five operators' records and three staff records, with awkward text and nested values. */
async function fillBothTrails(database: Database) {
  const clock = testClock();
  const audit = createAuditTrail({ db: database.db, clock, log: silent });
  for (let i = 1; i <= 3; i++) {
    clock.advance(1000);
    await audit.record({
      event: "sign_in.failed",
      outcome: "failure",
      email: `login-${i}@example.org`,
      ip: "203.0.113.1",
      detail: { reason: 'wrong "password"\n\u0001 Māori ✓', attempt: i, ratio: 1.5 },
    });
  }
  // In a transaction, and one rolled back: no row, no gap in the chain.
  await database.db.transaction((tx) =>
    audit.recordIn(tx, { event: "session.ended", outcome: "success", userId: 7 }),
  );
  await expect(
    database.db.transaction(async (tx) => {
      await audit.recordIn(tx, { event: "session.ended", outcome: "success", userId: 8 });
      throw new Error("the change failed");
    }),
  ).rejects.toThrow("the change failed");
  await audit.record({ event: "file.downloaded", outcome: "success", detail: { fileId: 4 } });
  const { staffId } = await addTestStaff(database.db, clock, staffEmail("chain"));
  for (const action of ["submission.viewed", "submission.claimed", "register.updated"] as const) {
    await audit.recordIn(database.db, {
      staffId,
      action,
      submissionId: null,
      before: { z: 1, a: { nested: ["x", null] } },
      after: { note: "it's \\ done" },
    });
  }
}

const idAtSeq = async (database: Database, table: AuditChainTable, seq: number) => {
  const [row] = await executeRows<{ id: number | string }>(
    database.db,
    sql`select id from ${sql.identifier(table)} where seq = ${seq}`,
  );
  return Number(row!.id);
};

describe("the audit trails' hash chains on PGlite", () => {
  let database: Database;
  beforeEach(async () => {
    database = await openDatabase({});
    await runMigrations(database);
    await fillBothTrails(database);
  });
  afterEach(() => database.close());

  it("links every row to the one before, from 64 zeros, whatever the insert says; intact verifies", async () => {
    const rows = await database.db.select().from(auditEvents).orderBy(auditEvents.seq);
    // addTestStaff's account.created joined the operators' chain too.
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows[0]!.prevHash).toBe(GENESIS_HASH);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prevHash).toBe(rows[i - 1]!.hash);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
    const operators = await verifyChain(database.db, "audit_events", { pageSize: 4 });
    expect(operators).toEqual({
      table: "audit_events",
      rows: 6,
      head: { seq: 6, hash: rows[5]!.hash },
    });
    expect(await verifyChain(database.db, "staff_audit_events")).toMatchObject({
      rows: 3,
      head: { seq: 3 },
    });
    expect(operators.broken).toBeUndefined();
    // A hash the insert brings is ignored: the trigger sets the link.
    await database.db.insert(auditEvents).values({
      at: new Date(),
      event: "sign_in.failed",
      outcome: "failure",
      detail: {},
      seq: 99,
      prevHash: "forged",
      hash: "forged",
    });
    const [row] = await executeRows<{ seq: string | number; hash: string }>(
      database.db,
      sql`select seq, hash from audit_events order by seq desc limit 1`,
    );
    expect(Number(row!.seq)).toBe(7);
    expect(row!.hash).not.toBe("forged");
    expect((await verifyChain(database.db, "audit_events")).broken).toBeUndefined();
  });

  it("refuses every statement of the service that would change either trail", async () => {
    const refusals = [
      ["audit_events", "update audit_events set email = 'someone@else.org'"],
      ["audit_events", "delete from audit_events where seq = 2"],
      ["audit_events", "truncate audit_events"],
      ["staff_audit_events", "update staff_audit_events set action = 'submission.viewed'"],
      ["staff_audit_events", "delete from staff_audit_events"],
    ];
    for (const [table, statement] of refusals) {
      await expect(database.db.execute(sql.raw(statement!)), statement).rejects.toThrow(
        expect.objectContaining({
          cause: expect.objectContaining({
            message: expect.stringContaining(`${table} is append-only`),
          }),
        }),
      );
    }
    expect((await verifyChain(database.db, "audit_events")).rows).toBe(6);
  });

  it("finds a row the owner edited behind the trigger, naming it", async () => {
    const id = await idAtSeq(database, "audit_events", 2);
    await asOwner(
      database,
      "audit_events",
      `update audit_events set ip = '192.0.2.66' where seq = 2`,
    );
    expect(await verifyChain(database.db, "audit_events")).toMatchObject({
      rows: 1,
      head: { seq: 1 },
      broken: { id, seq: 2, problem: "its content does not match its hash (the row was changed)" },
    });
    const staffId = await idAtSeq(database, "staff_audit_events", 3);
    await asOwner(
      database,
      "staff_audit_events",
      `update staff_audit_events set after = '{"note":"it''s fine"}' where seq = 3`,
    );
    expect(await verifyChain(database.db, "staff_audit_events")).toMatchObject({
      rows: 2,
      broken: { id: staffId, seq: 3, problem: expect.stringContaining("does not match its hash") },
    });
  });

  it("finds an edited row whose hash was recomputed, at the row after it", async () => {
    const edited = await idAtSeq(database, "audit_events", 3);
    const next = await idAtSeq(database, "audit_events", 4);
    await asOwner(
      database,
      "audit_events",
      "update audit_events set outcome = 'success' where seq = 3",
      `update audit_events set hash = audit_chain_hash(prev_hash, audit_events_content(audit_events))
         where seq = 3`,
    );
    const [rehashed] = await executeRows<{ hash: string; prev_hash: string; content: string }>(
      database.db,
      sql`select hash, prev_hash, audit_events_content(t) as content from audit_events t where seq = 3`,
    );
    // The owner's rehash agrees with the walker's own SHA-256: only the link gives it away.
    expect(chainHash(rehashed!.prev_hash, rehashed!.content)).toBe(rehashed!.hash);
    expect(await verifyChain(database.db, "audit_events")).toMatchObject({
      rows: 3,
      broken: {
        id: next,
        seq: 4,
        problem: `its prev_hash is not the hash of the row before it (id ${edited}): that row was changed and rehashed, or rows replaced`,
      },
    });
  });

  it("finds deleted rows: one in the middle, two in the middle, then the first", async () => {
    const after = await idAtSeq(database, "staff_audit_events", 3);
    await asOwner(database, "staff_audit_events", "delete from staff_audit_events where seq = 2");
    expect(await verifyChain(database.db, "staff_audit_events")).toMatchObject({
      rows: 1,
      broken: {
        id: after,
        seq: 3,
        problem: "the row at seq 2 before it is missing (deleted)",
      },
    });
    const fifth = await idAtSeq(database, "audit_events", 5);
    await asOwner(database, "audit_events", "delete from audit_events where seq in (3, 4)");
    expect(await verifyChain(database.db, "audit_events")).toMatchObject({
      rows: 2,
      broken: { id: fifth, seq: 5, problem: "the rows at seq 3–4 before it are missing (deleted)" },
    });
    const second = await idAtSeq(database, "audit_events", 2);
    await asOwner(database, "audit_events", "delete from audit_events where seq = 1");
    expect(await verifyChain(database.db, "audit_events")).toMatchObject({
      rows: 0,
      head: null,
      broken: { id: second, seq: 2, problem: "the row at seq 1 before it is missing (deleted)" },
    });
  });
});

describe("a chain rebuilt or cut short, against a head kept from an earlier walk", () => {
  it("is found only with the kept head: the last row rehashed, then the last row deleted", async () => {
    const database = await openDatabase({});
    try {
      await runMigrations(database);
      await fillBothTrails(database);
      const kept = (await verifyChain(database.db, "audit_events")).head!;
      const last = await idAtSeq(database, "audit_events", kept.seq);
      await asOwner(
        database,
        "audit_events",
        `update audit_events set email = 'nobody@example.org' where seq = ${kept.seq}`,
        `update audit_events set hash = audit_chain_hash(prev_hash, audit_events_content(audit_events))
           where seq = ${kept.seq}`,
      );
      expect((await verifyChain(database.db, "audit_events")).broken).toBeUndefined();
      expect(await verifyChain(database.db, "audit_events", { known: kept })).toMatchObject({
        rows: kept.seq - 1,
        broken: {
          id: last,
          seq: kept.seq,
          problem:
            "its hash is not the one kept for it: the chain was rebuilt from this row or before",
        },
      });
      await asOwner(database, "audit_events", `delete from audit_events where seq = ${kept.seq}`);
      expect((await verifyChain(database.db, "audit_events")).broken).toBeUndefined();
      const cut = await verifyChain(database.db, "audit_events", { known: kept });
      expect(cut).toMatchObject({
        rows: kept.seq - 1,
        broken: {
          seq: kept.seq,
          problem: `the chain ends at seq ${kept.seq - 1}, before the head kept at seq ${kept.seq}: rows were deleted from its end`,
        },
      });
      expect(chainReport([cut])).toMatch(/^audit_events: BROKEN at seq 6: the chain ends at seq 5/);
    } finally {
      await database.close();
    }
  });
});

describe("the audit trails written before their chain existed", () => {
  it("join it in the order they were written when the migration runs", async () => {
    const database = await openDatabase({});
    const oldFolder = migrationsUpTo("0016_review");
    try {
      await runMigrations(database, oldFolder);
      const db = database.db;
      await db.execute(sql`insert into audit_events (at, event, outcome, detail) values
        ('2026-03-01T00:00:00Z', 'sign_in.failed', 'failure', '{"reason":"wrong_password"}'),
        ('2026-03-01T00:00:01Z', 'sign_in.succeeded', 'success', '{}')`);
      await db.execute(sql`insert into staff_accounts (email, role, created_at)
        values ('old@example.test', 'registrar', now())`);
      await db.execute(sql`insert into staff_audit_events (at, staff_id, action)
        select now(), id, 'submission.viewed' from staff_accounts`);
      await runMigrations(database);
      expect(await verifyChain(db, "audit_events")).toMatchObject({ rows: 2, head: { seq: 2 } });
      expect(await verifyChain(db, "staff_audit_events")).toMatchObject({ rows: 1 });
      // New rows extend the migrated chains.
      await createAuditTrail({ db, clock: testClock(), log: silent }).record({
        event: "session.ended",
        outcome: "success",
      });
      expect(await verifyChain(db, "audit_events")).toMatchObject({ rows: 3, head: { seq: 3 } });
    } finally {
      await database.close();
      rmSync(oldFolder, { recursive: true, force: true });
    }
  });
});

describe("npm run audit -- --verify", () => {
  it("answers 0 with both heads while intact, 3 naming the first bad row once one is edited", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "registry-audit-verify-"));
    const env = { DATA_DIR: dataDir };
    let database = await openDatabase({ dataDir });
    await runMigrations(database);
    await fillBothTrails(database);
    const id = await idAtSeq(database, "staff_audit_events", 2);
    await database.close();
    const run = (...heads: string[]) =>
      runCommand(runAuditCommand, ["--verify", ...heads.flatMap((h) => ["--head", h])], env);
    const intact = await run();
    expect(intact).toMatchObject({ status: 0, err: "" });
    expect(intact.out).toMatch(
      /^audit_events: intact, 6 rows, head seq 6 hash [0-9a-f]{64}\nstaff_audit_events: intact, 3 rows, head seq 3 hash [0-9a-f]{64}\nregister_events: intact, 0 rows, 0 people's chains\n$/,
    );
    // The heads it printed, kept and given back: still passed through.
    const heads = [
      ...intact.out.matchAll(/^(\w+): intact, \d+ rows, head seq (\d+) hash (\w+)$/gm),
    ];
    const kept = heads.map(([, table, seq, hash]) => `${table}:${seq}:${hash}`);
    expect(kept).toHaveLength(2);
    expect(await run(...kept)).toEqual({ ...intact });
    database = await openDatabase({ dataDir });
    await asOwner(
      database,
      "staff_audit_events",
      "update staff_audit_events set submission_id = 12 where seq = 2",
    );
    await database.close();
    const broken = await run();
    expect(broken.status).toBe(3);
    expect(broken.out).toContain("audit_events: intact, 6 rows");
    expect(broken.out).toContain(
      `staff_audit_events: BROKEN at id ${id} (seq 2): its content does not match its hash (the row was changed); 1 rows intact before it\n`,
    );
  });
});

describe.runIf(adminUrl)("the audit chain on PostgreSQL with concurrent writers", () => {
  it("keeps one chain while transactions on several connections append at once", async () => {
    const postgres = testDatabases.find((d) => d.name === "postgres")!;
    const database = await postgres.open();
    try {
      const audit = createAuditTrail({ db: database.db, clock: testClock(), log: silent });
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          database.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_sleep(0.005)`);
            await audit.recordIn(tx, { event: "session.ended", outcome: "success", userId: i });
          }),
        ),
      );
      expect(await verifyChain(database.db, "audit_events")).toMatchObject({
        rows: 40,
        head: { seq: 40 },
      });
    } finally {
      await database.close();
    }
  });
});
