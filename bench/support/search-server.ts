// The service process of the peer search benchmark (search.bench.ts started again with
// `--server`): the register seeded, one signed-in user, the peer search and the public register
// served on 127.0.0.1, each query's cost alone, and on request the same service without its
// indexes.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiPaths, authResponseSchema, SESSION_HEADER } from "@portal/contract";
import { sql } from "drizzle-orm";
import { seedRegister } from "../../apps/registry/seed/register/seed-register.ts";
import { buildApp } from "../../apps/registry/src/app.ts";
import { loadConfig } from "../../apps/registry/src/config.ts";
import { type Database, openDatabase } from "../../apps/registry/src/db/client.ts";
import { runMigrations } from "../../apps/registry/src/db/migrate.ts";
import { hashPassword } from "../../apps/registry/src/modules/auth/password.ts";
import { insertUser } from "../../apps/registry/src/modules/users/store.ts";
import { HOST } from "./portal-service.ts";
import { mix, paths, publicMix, publicPaths } from "./search-mix.ts";

export interface QueryTime {
  query: string;
  "ms (median)": string;
  "CPU ms": string;
  hits: number;
}
export type ToParent =
  | { kind: "ready"; address: string; sessionId: string; seeded: string }
  | { kind: "query-times"; rows: QueryTime[] }
  | { kind: "baseline-ready"; address: string; sessionId: string };
export type ToChild = { kind: "query-times" } | { kind: "baseline" } | { kind: "exit" };

// ── The service process ─────────────────────────────────────────────────────────────────────
/** Serves the search over a register of `count` practitioners, on PostgreSQL at `url` or PGlite. */
export async function serve(url: string | undefined, count: number): Promise<void> {
  const open = () => openDatabase({ url, poolSize: 10 });
  const database = await open();
  await runMigrations(database);
  const started = performance.now();
  const report = await seedRegister(database.db, { count });
  const seeded = `${report.practitioners.toLocaleString("en-NZ")} practitioners seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`;
  const passwordHash = await hashPassword("bench-password-123");
  const email = `bench-${randomBytes(4).toString("hex")}@example.test`;
  await insertUser(database.db, { email, passwordHash });

  async function start(db: Database) {
    const dir = mkdtempSync(join(tmpdir(), "search-bench-"));
    const config = loadConfig({
      NODE_ENV: "benchmark",
      CAPTCHA: "off",
      DATA_DIR: join(dir, "data"),
      WEB_DIST: join(dir, "no-portal"),
    });
    const app = await buildApp({ config, database: db, rateLimit: false });
    const login = await app.inject({
      method: "POST",
      url: apiPaths.login,
      payload: { login: email, password: "bench-password-123" },
    });
    const { odooSessionId } = authResponseSchema.parse(login.json());
    const address = await app.listen({ port: 0, host: HOST });
    return { app, address, sessionId: odooSessionId };
  }
  const indexed = await start(database);
  const closing: Array<() => Promise<unknown>> = [() => indexed.app.close(), database.close];

  /** Each query alone, one after another, in this process (no socket): what it costs. */
  async function queryTimes(): Promise<QueryTime[]> {
    const headers = { [SESSION_HEADER]: indexed.sessionId };
    const rows: QueryTime[] = [];
    const queries = [...mix, ...publicMix];
    for (const [i, url] of [...paths, ...publicPaths].entries()) {
      const send = () => indexed.app.inject({ url, headers });
      for (let r = 0; r < 3; r++) await send();
      const samples: number[] = [];
      const cpu = process.cpuUsage();
      let hits = 0;
      for (let r = 0; r < 15; r++) {
        const t = performance.now();
        const res = await send();
        samples.push(performance.now() - t);
        hits = (res.json() as { totalItems: number }).totalItems;
      }
      const { user, system } = process.cpuUsage(cpu);
      samples.sort((a, b) => a - b);
      const { query } = queries[i]!;
      rows.push({
        query: Object.entries(query)
          .map(([key, value]) => `${key}=${value}`)
          .join(" "),
        "ms (median)": samples[7]!.toFixed(2),
        "CPU ms": ((user + system) / 1000 / 15).toFixed(2),
        hits,
      });
    }
    return rows;
  }

  /** The same service with index, index-only and bitmap scans off: a sequential scan. */
  async function baseline() {
    const off = ["enable_indexscan", "enable_indexonlyscan", "enable_bitmapscan"];
    if (!url) {
      // PGlite is one connection: a session setting applies to every query after it. The
      // search's prepared statements keep the plans they were given (a generic plan is made
      // once): those are dropped, so that every statement is planned again without the indexes.
      for (const setting of off) await database.db.execute(sql.raw(`SET ${setting} = off`));
      await database.db.execute(sql`DISCARD PLANS`);
      return indexed;
    }
    // New connections of the baseline's own pool start with the settings.
    const name = new URL(url).pathname.slice(1);
    for (const setting of off) {
      await database.db.execute(sql.raw(`ALTER DATABASE ${name} SET ${setting} = off`));
    }
    const seqDatabase = await open();
    const seq = await start(seqDatabase);
    closing.unshift(() => seq.app.close(), seqDatabase.close);
    return seq;
  }

  const send = (message: ToParent) => process.send!(message);
  process.on("message", async (message: ToChild) => {
    if (message.kind === "query-times") send({ kind: "query-times", rows: await queryTimes() });
    if (message.kind === "baseline") {
      const { address, sessionId } = await baseline();
      send({ kind: "baseline-ready", address, sessionId });
    }
    if (message.kind === "exit") {
      for (const close of closing) await close();
      process.disconnect();
    }
  });
  // The service never outlives the benchmark that started it.
  process.on("disconnect", () => process.exit());
  send({ kind: "ready", address: indexed.address, sessionId: indexed.sessionId, seeded });
}
