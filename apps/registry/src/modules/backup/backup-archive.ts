// What a backup of the embedded database is, on disk: a directory holding
//
//   manifest.json        format, when, how (online: taken by the running service), the number
//                        of migrations applied, and each file's size and SHA-256
//   pglite.tar.gz        PGlite's data directory (dumpDataDir, gzipped)
//   altcha-hmac.key      the keys the service made and keeps in DATA_DIR, when there: without
//   payment-intent.key   the payment-intent key, invoice pages handed out before the backup
//                        can no longer be paid
//
// and not staff-totp.key, on purpose: the staff's TOTP secrets are sealed under it so that a
// copy of the database alone – a stolen backup – does not give them. The manifest says so
// (`leftOut`), and so do both commands, with what to carry over by other means.
//
// A directory rather than one archive: plain files an operator can read, copy and check
// (sha256sum) with nothing of ours. It is written under a temporary name and renamed when
// whole, so a backup that failed half way never looks like one.
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { PAYMENT_INTENT_KEY_FILE } from "../../core/payment-intents.ts";
import type { Database } from "../../db/client.ts";
import { migrationCount } from "../../db/migrate.ts";
import { ALTCHA_KEY_FILE } from "../captcha/index.ts";
import { STAFF_TOTP_KEY_FILE } from "../staff/index.ts";

export const BACKUP_FORMAT = "registry-backup/1";
export const MANIFEST_FILE = "manifest.json";
export const DATABASE_FILE = "pglite.tar.gz";
/** The secrets kept in DATA_DIR that a restored service needs to honour what it handed out. */
export const KEY_FILES = [ALTCHA_KEY_FILE, PAYMENT_INTENT_KEY_FILE] as const;

/** What a backup leaves out on purpose, and what a restore needs instead. */
export const LEFT_OUT = [
  {
    name: STAFF_TOTP_KEY_FILE,
    why:
      "Left out on purpose: it seals the desk staff's authenticator secrets, so a backup alone " +
      "does not give them. Keep it apart from the backups; after a restore, copy it from the " +
      "old DATA_DIR into the new one (or set STAFF_TOTP_KEY as before) before the service " +
      "starts, or no staff member who set up an authenticator can sign in at the desk.",
  },
] as const;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  takenAt: string;
  driver: "pglite";
  /** True when the running service took it; false when the command opened DATA_DIR itself. */
  online: boolean;
  /** Migrations applied in the database (drizzle's record), checked again after a restore. */
  migrations: number;
  files: Array<{ name: string; bytes: number; sha256: string }>;
  /** Files of DATA_DIR the backup does not hold on purpose (absent from older backups). */
  leftOut?: ReadonlyArray<{ name: string; why: string }>;
}

/** A dump as the service or the command takes it: the gzipped tar and what it holds. */
export interface DatabaseDump {
  archive: Uint8Array;
  migrations: number;
  /** How long everything else waited for it (the statements were held for the dump). */
  pauseMs: number;
}

/** Dumps an embedded database: consistent, between transactions; compressed afterwards. */
export async function dumpDatabase(database: Database): Promise<DatabaseDump> {
  if (!database.dumpDataDir) throw new Error("only the embedded database (PGlite) is dumped here");
  // Migrations are applied before the service listens and never while it runs.
  const migrations = await migrationCount(database);
  const started = performance.now();
  const tar = await database.dumpDataDir();
  const pauseMs = performance.now() - started;
  // On libuv's threads: neither the database nor the requests wait for the compression.
  const archive = await promisify(gzip)(tar);
  return { archive, migrations, pauseMs };
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Writes a backup to `target` (which must not exist yet); answers its manifest. */
export function writeBackup(
  target: string,
  dump: Omit<DatabaseDump, "pauseMs">,
  options: { online: boolean; dataDir: string; now?: Date },
): BackupManifest {
  const files = new Map<string, Uint8Array>([[DATABASE_FILE, dump.archive]]);
  for (const name of KEY_FILES) {
    const path = join(options.dataDir, name);
    if (existsSync(path)) files.set(name, readFileSync(path));
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    takenAt: (options.now ?? new Date()).toISOString(),
    driver: "pglite",
    online: options.online,
    migrations: dump.migrations,
    files: [...files].map(([name, bytes]) => ({
      name,
      bytes: bytes.byteLength,
      sha256: sha256(bytes),
    })),
    leftOut: LEFT_OUT,
  };
  const partial = `${target}.partial`;
  // Whatever the umask: a backup is the database and its keys, for the owner only.
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  for (const [name, bytes] of files) writeFileSync(join(partial, name), bytes, { mode: 0o600 });
  writeFileSync(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  renameSync(partial, target);
  return manifest;
}

/** A backup read back and checked file by file; or why it is not one. */
export type ReadBackup =
  | { ok: true; manifest: BackupManifest; tar: Uint8Array; keys: Map<string, Uint8Array> }
  | { ok: false; message: string };

export async function readBackup(source: string): Promise<ReadBackup> {
  const manifestPath = join(source, MANIFEST_FILE);
  if (!existsSync(manifestPath)) {
    return { ok: false, message: `${source} is not a backup: it has no ${MANIFEST_FILE}` };
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as BackupManifest;
  } catch (error) {
    return { ok: false, message: `${manifestPath} is not JSON: ${(error as Error).message}` };
  }
  if (manifest.format !== BACKUP_FORMAT || !Array.isArray(manifest.files)) {
    return { ok: false, message: `${manifestPath} is not a ${BACKUP_FORMAT} manifest` };
  }
  const contents = new Map<string, Uint8Array>();
  for (const file of manifest.files) {
    const path = join(source, file.name);
    if (file.name !== DATABASE_FILE && !(KEY_FILES as readonly string[]).includes(file.name)) {
      return { ok: false, message: `the manifest names a file no backup has: ${file.name}` };
    }
    if (!existsSync(path)) return { ok: false, message: `${path} is missing` };
    const bytes = readFileSync(path);
    if (bytes.byteLength !== file.bytes || sha256(bytes) !== file.sha256) {
      return { ok: false, message: `${path} is not the file that was backed up (size or SHA-256)` };
    }
    contents.set(file.name, bytes);
  }
  const archive = contents.get(DATABASE_FILE);
  if (!archive) return { ok: false, message: `the manifest names no ${DATABASE_FILE}` };
  contents.delete(DATABASE_FILE);
  return { ok: true, manifest, tar: await promisify(gunzip)(archive), keys: contents };
}

/** True when `dir` does not exist or holds nothing. */
export function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}
