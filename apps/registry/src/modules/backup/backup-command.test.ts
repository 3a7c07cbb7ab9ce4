// `npm run backup` and `npm run restore` as functions: their arguments and refusals (status 2
// for a wrong argument, 1 for a backup or restore that is not made, nothing written either
// way), and a round trip of a stopped service's DATA_DIR – database and keys – into a fresh
// one. The running service's side is backup-restore.test.ts.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCheapUser } from "../../../test/accounts.ts";
import { modesPresent } from "../../../test/file-modes.ts";
import { expectArgumentsRefused, runCommand } from "../../../test/operator-commands.ts";
import { freePort } from "../../../test/service-process.ts";
import { executeRows, openDatabase } from "../../db/client.ts";
import { runMigrations } from "../../db/migrate.ts";
import { DATABASE_FILE, MANIFEST_FILE } from "./backup-archive.ts";
import { runBackupCommand } from "./backup-command.ts";
import { runRestoreCommand } from "./restore-command.ts";

const scratch = mkdtempSync(join(tmpdir(), "registry-backup-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let dirs = 0;
/** A path under the scratch directory that does not exist yet. */
const fresh = (name: string) => join(scratch, `${name}-${++dirs}`);

describe("npm run backup's and npm run restore's arguments", () => {
  it.each([
    [runBackupCommand, [], "--to DIR is required", "Usage: npm run backup"],
    [runBackupCommand, ["--to"], "argument missing", "Usage: npm run backup"],
    [runBackupCommand, ["stray"], "Unexpected argument 'stray'", "Usage: npm run backup"],
    [runBackupCommand, ["--to", "x", "--url", "nowhere"], "--url must be a URL", "Usage"],
    [runRestoreCommand, [], "--from DIR is required", "Usage: npm run restore"],
    [runRestoreCommand, ["--bogus"], "Unknown option '--bogus'", "Usage: npm run restore"],
  ] as const)("%o %j: status 2 and a message", async (command, argv, message, usage) => {
    const answer = await runCommand(command, [...argv], { DATA_DIR: fresh("none") });
    expectArgumentsRefused(answer, message, usage);
  });

  it("prints the usage for --help", async () => {
    expect((await runCommand(runBackupCommand, ["--help"], {})).out).toContain("--to DIR");
    expect((await runCommand(runRestoreCommand, ["--help"], {})).out).toContain("--from DIR");
  });

  it("on PostgreSQL takes nothing and prints the pg_dump and pg_restore route", async () => {
    const to = fresh("pg-backup");
    const env = { DATABASE_URL: "postgres://portal@127.0.0.1/portal", DATA_DIR: fresh("data") };
    const backup = await runCommand(runBackupCommand, ["--to", to], env);
    expect(backup.status).toBe(1);
    expect(backup.err).toContain('pg_dump --format=custom --file=registry.dump "$DATABASE_URL"');
    expect(backup.err).toContain("pg_restore --no-owner --exit-on-error");
    expect(backup.err).toContain("PAYMENT_INTENT_KEY");
    expect(existsSync(to)).toBe(false);
    const restore = await runCommand(runRestoreCommand, ["--from", to], env);
    expect(restore.status).toBe(1);
    expect(restore.err).toContain("pg_restore --no-owner");
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });

  it("refuses a DATA_DIR without a database", async () => {
    const to = fresh("backup");
    const { status, err } = await runCommand(runBackupCommand, ["--to", to], {
      DATA_DIR: fresh("data"),
    });
    expect(status).toBe(1);
    expect(err).toMatch(/no embedded database in .*pglite \(set DATA_DIR\)/);
    expect(existsSync(to)).toBe(false);
  });
});

describe("a backup of a stopped service's DATA_DIR, restored into a fresh one", () => {
  const dataDir = fresh("data");
  const backup = fresh("backup");
  let marker: string;
  beforeAll(async () => {
    const database = await openDatabase({ dataDir });
    try {
      await runMigrations(database);
      marker = (await createCheapUser(database.db)).email;
    } finally {
      await database.close();
    }
    writeFileSync(join(dataDir, "payment-intent.key"), "p".repeat(64));
    writeFileSync(join(dataDir, "altcha-hmac.key"), "a".repeat(64));
  }, 60_000);

  it("writes the database, the keys and a manifest that describes them", async () => {
    const { status, out, err } = await runCommand(runBackupCommand, ["--to", backup], {
      DATA_DIR: dataDir,
    });
    expect(err).toBe("");
    expect(status).toBe(0);
    expect(out).toContain("the service was not running");
    const manifest = JSON.parse(readFileSync(join(backup, MANIFEST_FILE), "utf8"));
    expect(manifest).toMatchObject({ driver: "pglite", online: false });
    expect(manifest.migrations).toBeGreaterThan(0);
    expect(manifest.files.map((f: { name: string }) => f.name).sort()).toEqual([
      "altcha-hmac.key",
      "payment-intent.key",
      DATABASE_FILE,
    ]);
    expect(existsSync(`${backup}.partial`)).toBe(false);
    expect(modesPresent(backup)).toEqual(["d700", "f600"]);
    // The command closed the database it opened: the directory is free again.
    expect(existsSync(join(dataDir, "pglite", "postmaster.pid"))).toBe(false);
  }, 60_000);

  it("will not write over an existing directory", async () => {
    const { status, err } = await runCommand(runBackupCommand, ["--to", backup], {
      DATA_DIR: dataDir,
    });
    expect(status).toBe(1);
    expect(err).toContain("exists; name a new directory");
  });

  it("restores into a fresh DATA_DIR only, with the keys and every row", async () => {
    const occupied = fresh("occupied");
    mkdirSync(occupied);
    writeFileSync(join(occupied, "something"), "");
    const refused = await runCommand(runRestoreCommand, ["--from", backup], { DATA_DIR: occupied });
    expect(refused.status).toBe(1);
    expect(refused.err).toContain("is not empty: restore into a new DATA_DIR");
    expect(existsSync(join(occupied, "pglite"))).toBe(false);

    const target = fresh("restored");
    const restored = await runCommand(runRestoreCommand, ["--from", backup], { DATA_DIR: target });
    expect(restored.err).toBe("");
    expect(restored.status).toBe(0);
    expect(readFileSync(join(target, "payment-intent.key"), "utf8")).toBe("p".repeat(64));
    expect(readFileSync(join(target, "altcha-hmac.key"), "utf8")).toBe("a".repeat(64));
    // PGlite unpacks the database's files 0666 whatever the umask: made the owner's only.
    expect(modesPresent(target)).toEqual(["d700", "f600"]);
    const database = await openDatabase({ dataDir: target });
    try {
      const rows = await executeRows<{ email: string }>(
        database.db,
        sql`select email from users where email = ${marker}`,
      );
      expect(rows).toEqual([{ email: marker }]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it("refuses a backup whose files are not the ones written, and leaves DATA_DIR empty", async () => {
    const notABackup = await runCommand(runRestoreCommand, ["--from", scratch], {
      DATA_DIR: fresh("t"),
    });
    expect(notABackup.status).toBe(1);
    expect(notABackup.err).toContain(`has no ${MANIFEST_FILE}`);

    const tampered = fresh("tampered");
    spawnSync("cp", ["-r", backup, tampered]);
    writeFileSync(join(tampered, "payment-intent.key"), "q".repeat(64));
    const target = fresh("t");
    const { status, err } = await runCommand(runRestoreCommand, ["--from", tampered], {
      DATA_DIR: target,
    });
    expect(status).toBe(1);
    expect(err).toContain("payment-intent.key is not the file that was backed up");
    expect(existsSync(target)).toBe(false);
  });

  it("while the directory is open and no service answers, says so and writes nothing", async () => {
    const database = await openDatabase({ dataDir });
    try {
      const to = fresh("backup");
      const missingKey = await runCommand(runBackupCommand, ["--to", to], { DATA_DIR: dataDir });
      expect(missingKey.status).toBe(1);
      expect(missingKey.err).toContain("backup.key is missing: it is made when the service starts");
      writeFileSync(join(dataDir, "backup.key"), "k".repeat(64));
      const url = `http://127.0.0.1:${await freePort()}`;
      const { status, err } = await runCommand(runBackupCommand, ["--to", to, "--url", url], {
        DATA_DIR: dataDir,
      });
      expect(status).toBe(1);
      expect(err).toContain("is open (postmaster.pid) but no service answers at");
      expect(existsSync(to)).toBe(false);
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe("the scripts", () => {
  it("npm run backup and npm run restore run as scripts", () => {
    for (const cli of ["./cli.ts", "./restore-cli.ts"]) {
      const result = spawnSync(
        process.execPath,
        ["--disable-warning=ExperimentalWarning", fileURLToPath(new URL(cli, import.meta.url))],
        { encoding: "utf8", env: { ...process.env, DATABASE_URL: "" } },
      );
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/--(to|from) DIR is required/);
    }
  });
});
