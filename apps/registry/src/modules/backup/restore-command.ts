// `npm run restore -- --from DIR`: a backup of `npm run backup` into a fresh DATA_DIR, which
// `npm run serve` then starts on. It refuses a DATA_DIR that holds anything: a restore never
// overwrites a database, nor mixes one with another's keys. Every file is checked against the
// manifest first; the database is then opened once (PGlite fills the empty directory from the
// dump and starts on it) and its migrations counted against the manifest's.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { openDatabase } from "../../db/client.ts";
import { migrationCount } from "../../db/migrate.ts";
import { answerNotRun, type CommandIo, type NotRun, readOptions } from "../../operator-command.ts";
import { isEmptyDir, readBackup } from "./backup-archive.ts";
import { leftOutNote, postgresRoute } from "./backup-command.ts";

export const restoreUsage = `Usage: npm run restore -- --from DIR

  --from DIR   a backup written by npm run backup

Restores it into DATA_DIR (default ./data), which must not exist or be empty; then start the
service with that DATA_DIR (npm run serve). On PostgreSQL (DATABASE_URL) use pg_restore: this
command prints how.
`;

export type RestoreArguments = { kind: "restore"; from: string } | NotRun;

export function parseRestoreArguments(argv: string[]): RestoreArguments {
  const read = readOptions(argv, { from: { type: "string" } });
  if (read.kind !== "values") return read;
  const { values } = read;
  if (!values.from) return { kind: "error", message: "--from DIR is required" };
  return { kind: "restore", from: values.from };
}

/** Runs the command; answers its exit status (0 restored, 1 not restored, 2 bad arguments). */
export async function runRestoreCommand(argv: string[], io: CommandIo): Promise<number> {
  const parsed = parseRestoreArguments(argv);
  if (parsed.kind !== "restore") return answerNotRun("restore", restoreUsage, parsed, io);
  if (io.env.DATABASE_URL) {
    io.stderr.write(
      `restore: DATABASE_URL is set, so nothing was restored here.\n\n${postgresRoute}`,
    );
    return 1;
  }
  const cwd = io.cwd ?? process.cwd();
  const dataDir = resolve(cwd, io.env.DATA_DIR || "./data");
  if (!isEmptyDir(dataDir)) {
    io.stderr.write(
      `restore: ${dataDir} is not empty: restore into a new DATA_DIR (a restore never ` +
        "overwrites a database); move this one aside first if it is to be replaced\n",
    );
    return 1;
  }
  const backup = await readBackup(resolve(cwd, parsed.from));
  if (!backup.ok) {
    io.stderr.write(`restore: ${backup.message}\n`);
    return 1;
  }
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    for (const [name, bytes] of backup.keys) {
      writeFileSync(join(dataDir, name), bytes, { mode: 0o600 });
    }
    const database = await openDatabase({ dataDir, loadDataDir: backup.tar });
    let migrations: number;
    try {
      migrations = await migrationCount(database);
    } finally {
      await database.close();
    }
    if (migrations !== backup.manifest.migrations) {
      throw new Error(
        `the restored database has ${migrations} migrations, the manifest says ${backup.manifest.migrations}`,
      );
    }
  } catch (error) {
    // Half a restore is no restore: leave DATA_DIR as it was, empty.
    for (const entry of ["pglite", ...backup.keys.keys()]) {
      rmSync(join(dataDir, entry), { recursive: true, force: true });
    }
    io.stderr.write(`restore: ${(error as Error).message}\n`);
    return 1;
  }
  io.stdout.write(
    `restored the backup of ${backup.manifest.takenAt} (${backup.manifest.migrations} migrations, ` +
      `keys: ${[...backup.keys.keys()].join(", ") || "none"}) into ${dataDir}: ` +
      "start the service with this DATA_DIR\n" +
      leftOutNote(backup.manifest),
  );
  return 0;
}
