// A backup holds every acknowledged save: the real service (main.ts) in a child
// process, practitioners saving pages as fast as it answers, and a backup taken meanwhile –
// on PGlite by `npm run backup` (the running service dumps itself), on PostgreSQL by the
// README's pg_dump route. Restored into a fresh DATA_DIR (a fresh database), the service
// started on it holds at least every save acknowledged before the backup was asked for.
import type { ChildProcess } from "node:child_process";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { formResponseSchema } from "@portal/contract";
import { afterAll, describe, expect, it } from "vitest";
import { adminUrl, freshPostgresDatabase } from "../../../test/databases.ts";
import { saveNumbered, startWithApcForms, storedNumber } from "../../../test/numbered-saves.ts";
import { HOST, signInOver, startServiceProcess } from "../../../test/service-process.ts";
import { MANIFEST_FILE } from "./backup-archive.ts";
import { runBackupCommand } from "./backup-command.ts";
import { runRestoreCommand } from "./restore-command.ts";

const FORMS = 8;
const run = promisify(execFile);

/** Saves a form's details page again and again until stopped; the last number acknowledged. */
function keepSaving(base: string, session: string, token: string) {
  const saver = { acknowledged: 0, stop: false, done: Promise.resolve() };
  saver.done = (async () => {
    for (let n = 1; !saver.stop; n++) {
      const res = await saveNumbered(base, session, token, n);
      const answer = formResponseSchema.parse(await res.json());
      if (res.status !== 200 || answer.page?.state !== "done") {
        throw new Error(`save ${n}: ${res.status} ${answer.message}`);
      }
      saver.acknowledged = n;
    }
  })();
  return saver;
}

interface Target {
  name: string;
  /** The environment of the first service: its database. */
  source(dataDir: string): Promise<Record<string, string>>;
  /** Takes the backup while the service at `base` runs. */
  backup(env: Record<string, string>, base: string, to: string): Promise<void>;
  /** Restores it; the environment of a service on the restored copy. */
  restore(from: string, dataDir: string): Promise<Record<string, string>>;
}

const cleanups: Array<() => Promise<void>> = [];

const pglite: Target = {
  name: "pglite",
  source: async (dataDir) => ({ DATA_DIR: dataDir, DATABASE_URL: "" }),
  async backup(env, base, to) {
    let err = "";
    const status = await runBackupCommand(["--to", to], {
      // As an operator runs it: the service's DATA_DIR, PORT and HOST.
      env: { DATA_DIR: env.DATA_DIR, PORT: new URL(base).port, HOST },
      stdout: { write: () => true },
      stderr: { write: (text: string) => (err += text) },
    });
    expect(err).toBe("");
    expect(status).toBe(0);
    const manifest = JSON.parse(readFileSync(join(to, MANIFEST_FILE), "utf8"));
    expect(manifest.online).toBe(true);
  },
  async restore(from, dataDir) {
    let err = "";
    const status = await runRestoreCommand(["--from", from], {
      env: { DATA_DIR: dataDir },
      stdout: { write: () => true },
      stderr: { write: (text: string) => (err += text) },
    });
    expect(err).toBe("");
    expect(status).toBe(0);
    return { DATA_DIR: dataDir, DATABASE_URL: "" };
  },
};

/** The README's route: pg_dump -Fc while it runs, pg_restore --no-owner into an empty database. */
const postgresRoute = (server: string): Target => ({
  name: "postgres",
  async source(dataDir) {
    const database = await freshPostgresDatabase(server);
    cleanups.push(database.drop);
    return { DATA_DIR: dataDir, DATABASE_URL: database.url };
  },
  async backup(env, _base, to) {
    await run("pg_dump", ["--format=custom", `--file=${to}`, env.DATABASE_URL!]);
  },
  async restore(from, dataDir) {
    const database = await freshPostgresDatabase(server);
    cleanups.push(database.drop);
    await run("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${database.url}`, from]);
    return { DATA_DIR: dataDir, DATABASE_URL: database.url };
  },
});

const targets = [pglite, ...(adminUrl ? [postgresRoute(adminUrl)] : [])];

describe.each(targets)("a backup taken under load on $name", (target) => {
  const scratch = mkdtempSync(join(tmpdir(), "portal-backup-"));
  const running: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
    for (const cleanup of cleanups.splice(0)) await cleanup();
    rmSync(scratch, { recursive: true, force: true });
  });

  it("holds every save acknowledged before it was asked for, restored into a fresh copy", async () => {
    const env = await target.source(join(scratch, "data"));
    const { service: first, session, tokens } = await startWithApcForms(env, FORMS, running);

    const savers = tokens.map((token) => keepSaving(first.base, session, token));
    // Well under way: every form has had a few saves acknowledged.
    await expect
      .poll(() => Math.min(...savers.map((s) => s.acknowledged)), { timeout: 20_000 })
      .toBeGreaterThan(3);
    const beforeBackup = savers.map((s) => s.acknowledged);
    const backup = join(scratch, "backup");
    await target.backup(env, first.base, backup);
    const afterBackup = savers.map((s) => s.acknowledged);
    // The saves went on meanwhile: the backup was taken under load, not in a lull.
    await expect
      .poll(() => savers.every((s, i) => s.acknowledged > afterBackup[i]! + 1), {
        timeout: 20_000,
      })
      .toBe(true);
    for (const saver of savers) saver.stop = true;
    await Promise.all(savers.map((s) => s.done));
    const last = savers.map((s) => s.acknowledged);
    first.child.kill("SIGTERM");
    expect(await first.exited, first.stderr()).toBe(0);

    const restoredDir = join(scratch, "restored");
    const restoredEnv = await target.restore(backup, restoredDir);
    if (target.name === "pglite") {
      // The key the first service signed payment intents with came along.
      expect(readFileSync(join(restoredDir, "payment-intent.key"), "utf8")).toBe(
        readFileSync(join(env.DATA_DIR!, "payment-intent.key"), "utf8"),
      );
    }
    const second = await startServiceProcess(restoredEnv);
    running.push(second.child);
    const again = await signInOver(second.base);
    for (const [i, token] of tokens.entries()) {
      const stored = await storedNumber(second.base, again, token);
      expect(stored).toBeGreaterThanOrEqual(beforeBackup[i]!);
      // A copy of that moment, not of the end: at most what was saved while it was taken.
      expect(stored).toBeLessThanOrEqual(afterBackup[i]! + 1);
      expect(stored).toBeLessThan(last[i]!);
    }
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 180_000);
});
