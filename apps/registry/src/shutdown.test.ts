// SIGTERM under load: the real service (main.ts) in a child process, practitioners
// saving pages as fast as it answers, then SIGTERM mid-stream. The process reports not ready,
// finishes what is in flight and exits 0; started again on the same data, it holds every save
// it acknowledged. On PGlite, and on PostgreSQL when the tests have a server.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formResponseSchema } from "@portal/contract";
import { afterAll, describe, expect, it } from "vitest";
import { adminUrl, freshPostgresDatabase } from "../test/databases.ts";
import { saveNumbered, startWithApcForms, storedNumber } from "../test/numbered-saves.ts";
import { signInOver, startServiceProcess } from "../test/service-process.ts";

const FORMS = 12;

/** Saves the details page again and again; the highest number the service said it saved. */
async function saveUntilRefused(base: string, session: string, token: string) {
  let acknowledged = 0;
  for (let n = 1; ; n++) {
    try {
      const res = await saveNumbered(base, session, token, n);
      if (res.status !== 200) return acknowledged;
      const answer = formResponseSchema.parse(await res.json());
      if (answer.page?.state !== "done") throw new Error(`save ${n} refused: ${answer.message}`);
      acknowledged = n;
    } catch (error) {
      // The listener has gone: the service stopped taking requests.
      if ((error as Error).message.startsWith("save ")) throw error;
      return acknowledged;
    }
  }
}

const withPostgres = (server: string) => ({
  name: "postgres",
  database: async () => {
    const fresh = await freshPostgresDatabase(server);
    return { env: { DATABASE_URL: fresh.url }, drop: fresh.drop };
  },
});
const targets = [
  { name: "pglite", database: async () => ({ env: {}, drop: async () => {} }) },
  ...(adminUrl ? [withPostgres(adminUrl)] : []),
];

describe.each(targets)("SIGTERM under load on $name", (target) => {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-shutdown-"));
  const running: ChildProcess[] = [];
  let drop = async () => {};
  afterAll(async () => {
    for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops taking work, finishes what is in flight, exits 0, and keeps every acknowledged save", async () => {
    const database = await target.database();
    drop = database.drop;
    const env = { DATA_DIR: dataDir, DATABASE_URL: "", ...database.env };
    const { service: first, session, tokens } = await startWithApcForms(env, FORMS, running);

    const savers = tokens.map((token) => saveUntilRefused(first.base, session, token));
    // Well under way: the slowest form has had some saves acknowledged.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const stopAsked = Date.now();
    first.child.kill("SIGTERM");
    // Not ready (503) once the signal is handled, or already no longer listening.
    await expect
      .poll(async () => (await fetch(`${first.base}/readyz`).catch(() => undefined))?.status)
      .not.toBe(200);
    const acknowledged = await Promise.all(savers);
    expect(await first.exited, first.stderr()).toBe(0);
    // Well before the 25 s limit: no connection holds the close up.
    expect(Date.now() - stopAsked).toBeLessThan(10_000);
    // A crash prints its stack to stderr (the log, with its "still running", goes to stdout).
    expect(first.stderr()).not.toMatch(/Error/);
    expect(Math.min(...acknowledged)).toBeGreaterThan(0);

    const second = await startServiceProcess(env);
    running.push(second.child);
    const again = await signInOver(second.base);
    for (const [i, token] of tokens.entries()) {
      // A save in flight at the signal may have been committed without its answer arriving:
      // the stored one is the last acknowledged, or that one's successor.
      const stored = await storedNumber(second.base, again, token);
      expect(stored).toBeGreaterThanOrEqual(acknowledged[i] ?? 0);
      expect(stored).toBeLessThanOrEqual((acknowledged[i] ?? 0) + 1);
    }
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 120_000);
});
