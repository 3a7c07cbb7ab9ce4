// `npm run backup -- --to DIR`: a backup of the embedded database (backup-archive.ts says what
// it holds). PGlite may be opened by one process at a time, so:
//
//  - while the service runs (PGlite keeps postmaster.pid in DATA_DIR/pglite while open), the
//    service takes it: the command asks GET /operations/backup on PORT with the key from
//    DATA_DIR/backup.key, so it runs on the service's machine with the service's DATA_DIR,
//    PORT and HOST (or --url);
//  - when it does not, the command opens DATA_DIR itself and dumps it.
//
// On PostgreSQL (DATABASE_URL) it takes nothing and prints the pg_dump route instead.
import { existsSync, readFileSync } from "node:fs";
import { isIPv6 } from "node:net";
import { join, resolve } from "node:path";
import { openDatabase } from "../../db/client.ts";
import { answerNotRun, type CommandIo, type NotRun, readOptions } from "../../operator-command.ts";
import {
  type BackupManifest,
  type DatabaseDump,
  dumpDatabase,
  LEFT_OUT,
  writeBackup,
} from "./backup-archive.ts";
import { BACKUP_KEY_FILE, BACKUP_PATH, MIGRATIONS_HEADER, PAUSE_HEADER } from "./routes.ts";

export const backupUsage = `Usage: npm run backup -- --to DIR [--url URL]

  --to DIR    where to write the backup: a new directory (manifest.json, pglite.tar.gz, keys)
  --url URL   the running service's address (default http://HOST:PORT, HOST 127.0.0.1 when
              the service listens on every address)

Backs up the embedded database under DATA_DIR (default ./data). While the service runs it
takes the backup itself, between transactions (run this on its machine, with its DATA_DIR,
PORT and HOST); when it is stopped, this command opens DATA_DIR and dumps it. Restore with
npm run restore. On PostgreSQL (DATABASE_URL) use pg_dump: this command prints how.
`;

export const postgresRoute = `On PostgreSQL the database server takes the backup, while the service runs:

  pg_dump --format=custom --file=registry.dump "$DATABASE_URL"

To restore, create a new, empty database, restore into it, and start the service with
DATABASE_URL naming it (the dump holds the applied migrations; nothing else to run):

  createdb -T template0 registry_restored
  pg_restore --no-owner --exit-on-error --dbname="postgres://…/registry_restored" registry.dump

Carry the service's keys over as well: ALTCHA_HMAC_KEY, PAYMENT_INTENT_KEY and STAFF_TOTP_KEY,
or, when they are not set, the files DATA_DIR/altcha-hmac.key, DATA_DIR/payment-intent.key
and DATA_DIR/staff-totp.key. Without the payment-intent key, invoice pages handed out before
the backup can no longer be paid; without the staff TOTP key, no staff member who set up an
authenticator can sign in at the desk. Keep that one apart from the dumps.
`;

export type BackupArguments = { kind: "backup"; to: string; url: string | undefined } | NotRun;

export function parseBackupArguments(argv: string[]): BackupArguments {
  const read = readOptions(argv, {
    to: { type: "string" },
    url: { type: "string" },
  });
  if (read.kind !== "values") return read;
  const { values } = read;
  if (!values.to) return { kind: "error", message: "--to DIR is required" };
  if (values.url !== undefined && !URL.canParse(values.url)) {
    return {
      kind: "error",
      message: `--url must be a URL such as http://127.0.0.1:8080, not "${values.url}"`,
    };
  }
  return { kind: "backup", to: values.to, url: values.url };
}

/** The running service's address, as main.ts listens: PORT (8080) on HOST. */
export function serviceUrl(env: CommandIo["env"]): string {
  const host = env.HOST && env.HOST !== "0.0.0.0" && env.HOST !== "::" ? env.HOST : "127.0.0.1";
  return `http://${isIPv6(host) ? `[${host}]` : host}:${env.PORT || "8080"}`;
}

/** The dump from the running service, or why it could not be had. */
async function dumpFromService(base: string, dataDir: string): Promise<DatabaseDump | string> {
  const keyPath = join(dataDir, BACKUP_KEY_FILE);
  if (!existsSync(keyPath)) {
    return `${keyPath} is missing: it is made when the service starts (is DATA_DIR the service's?)`;
  }
  const key = readFileSync(keyPath, "utf8").trim();
  const url = new URL(BACKUP_PATH, base);
  let res: Response;
  try {
    res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
  } catch (error) {
    const why = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
    return (
      `the embedded database in ${join(dataDir, "pglite")} is open (postmaster.pid) but no ` +
      `service answers at ${base} (${why}): set PORT and HOST as the service's, or --url; ` +
      "after a crash, start and stop the service once"
    );
  }
  if (res.status !== 200) {
    const text = await res.text();
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {}
    return `the service at ${base} refused the backup: ${res.status} ${message.trim()}`;
  }
  return {
    archive: new Uint8Array(await res.arrayBuffer()),
    migrations: Number(res.headers.get(MIGRATIONS_HEADER) ?? 0),
    pauseMs: Number(res.headers.get(PAUSE_HEADER) ?? 0),
  };
}

async function dumpOffline(dataDir: string): Promise<DatabaseDump> {
  const database = await openDatabase({ dataDir });
  try {
    return await dumpDatabase(database);
  } finally {
    await database.close();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export function describeBackup(to: string, manifest: BackupManifest, pauseMs: number): string {
  const total = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  return (
    `backup written to ${to}: ${manifest.files.map((f) => f.name).join(", ")} ` +
    `(${megabytes(total)}), ${manifest.migrations} migrations, ` +
    `${manifest.online ? "taken by the running service" : "the service was not running"}; ` +
    `the database was held ${Math.round(pauseMs)} ms\n` +
    leftOutNote(manifest)
  );
}

/** What the backup does not hold, one paragraph a file (older manifests: this format's). */
export function leftOutNote(manifest: Pick<BackupManifest, "leftOut">): string {
  return (manifest.leftOut ?? LEFT_OUT)
    .map(({ name, why }) => `\nnot included: ${name}. ${why}\n`)
    .join("");
}

/** Runs the command; answers its exit status (0 written, 1 not written, 2 bad arguments). */
export async function runBackupCommand(argv: string[], io: CommandIo): Promise<number> {
  const parsed = parseBackupArguments(argv);
  if (parsed.kind !== "backup") return answerNotRun("backup", backupUsage, parsed, io);
  if (io.env.DATABASE_URL) {
    io.stderr.write(
      `backup: DATABASE_URL is set, so nothing was backed up here.\n\n${postgresRoute}`,
    );
    return 1;
  }
  const cwd = io.cwd ?? process.cwd();
  const to = resolve(cwd, parsed.to);
  if (existsSync(to)) {
    io.stderr.write(`backup: ${to} exists; name a new directory\n`);
    return 1;
  }
  if (existsSync(`${to}.partial`)) {
    io.stderr.write(`backup: ${to}.partial exists (a backup that failed?): remove it first\n`);
    return 1;
  }
  const dataDir = resolve(cwd, io.env.DATA_DIR || "./data");
  const pgliteDir = join(dataDir, "pglite");
  if (!existsSync(join(pgliteDir, "PG_VERSION"))) {
    io.stderr.write(`backup: no embedded database in ${pgliteDir} (set DATA_DIR)\n`);
    return 1;
  }
  const online = existsSync(join(pgliteDir, "postmaster.pid"));
  let dump: DatabaseDump | string;
  try {
    dump = online
      ? await dumpFromService(parsed.url ?? serviceUrl(io.env), dataDir)
      : await dumpOffline(dataDir);
  } catch (error) {
    dump = `the dump failed: ${(error as Error).message}`;
  }
  if (typeof dump === "string") {
    io.stderr.write(`backup: ${dump}\n`);
    return 1;
  }
  const manifest = writeBackup(to, dump, { online, dataDir });
  io.stdout.write(describeBackup(to, manifest, dump.pauseMs));
  return 0;
}
