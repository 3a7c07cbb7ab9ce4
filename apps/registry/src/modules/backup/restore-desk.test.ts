// A restore and the desk: backups leave staff-totp.key out on purpose, so a service started on
// a restored DATA_DIR without it opens no staff member's stored TOTP secret. The manifest and
// the restore say so; the start logs an error naming the key; a staff member with the right
// password is told what is wrong, not sent to set up an authenticator that enrolment refuses.
// With the key carried over, the desk signs in as before.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deskMessages, deskPaths } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, testClock } from "../../../test/app.ts";
import {
  currentCode,
  DESK_ORIGIN,
  deskClient,
  STAFF_PASSWORD,
  signedInStaff,
} from "../../../test/desk.ts";
import { runCommand } from "../../../test/operator-commands.ts";
import type { App } from "../../app.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { runMigrations } from "../../db/migrate.ts";
import { STAFF_TOTP_KEY_FILE } from "../staff/index.ts";
import { MANIFEST_FILE } from "./backup-archive.ts";
import { runBackupCommand } from "./backup-command.ts";
import { runRestoreCommand } from "./restore-command.ts";

const PINO_ERROR = 50;
const scratch = mkdtempSync(join(tmpdir(), "registry-restore-desk-"));
const source = join(scratch, "source");
const backup = join(scratch, "backup");
const clock = testClock();
const opened: Array<{ app: App; database: Database }> = [];
let staff: { email: string; secret: string };

afterAll(async () => {
  for (const { app, database } of opened) {
    await app.close();
    await database.close();
  }
  rmSync(scratch, { recursive: true, force: true });
});

async function run(command: typeof runBackupCommand, argv: string[], dataDir: string) {
  const { status, out, err } = await runCommand(command, argv, { DATA_DIR: dataDir });
  expect(err).toBe("");
  expect(status).toBe(0);
  return out;
}

/** The service on `dataDir`, ready (its start checks done), with every line it logged. */
async function startOn(dataDir: string) {
  const lines: Array<{ level: number; msg: string }> = [];
  const database = await openDatabase({ dataDir });
  const app = await buildTestApp(database, {
    clock,
    env: { DATA_DIR: dataDir, PUBLIC_URL: DESK_ORIGIN },
    logger: { level: "info", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  opened.push({ app, database });
  await app.ready();
  return { app, errors: () => lines.filter((l) => l.level >= PINO_ERROR).map((l) => l.msg) };
}

beforeAll(async () => {
  const database = await openDatabase({ dataDir: source });
  await runMigrations(database);
  const app = await buildTestApp(database, {
    clock,
    env: { DATA_DIR: source, PUBLIC_URL: DESK_ORIGIN },
  });
  staff = await signedInStaff(app, database.db, clock);
  await app.close();
  await database.close();
  const out = await run(runBackupCommand, ["--to", backup], source);
  expect(out).toContain(`not included: ${STAFF_TOTP_KEY_FILE}. Left out on purpose`);
}, 60_000);

describe("a restore and the desk's TOTP key", () => {
  it("the backup's manifest says the key is left out, and what a restore needs instead", () => {
    const manifest = JSON.parse(readFileSync(join(backup, MANIFEST_FILE), "utf8"));
    expect(manifest.files.map((f: { name: string }) => f.name)).not.toContain(STAFF_TOTP_KEY_FILE);
    expect(manifest.leftOut).toEqual([
      { name: STAFF_TOTP_KEY_FILE, why: expect.stringContaining("set STAFF_TOTP_KEY as before") },
    ]);
  });

  it("restored without it: the start logs an error naming it, and sign-in says what is wrong", async () => {
    const restored = join(scratch, "without-key");
    const out = await run(runRestoreCommand, ["--from", backup], restored);
    expect(out).toContain(`not included: ${STAFF_TOTP_KEY_FILE}.`);
    expect(out).toContain("copy it from the old DATA_DIR into the new one");

    const { app, errors } = await startOn(restored);
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toContain("opens none of the 1 staff authenticator secrets stored");
    expect(errors()[0]).toContain(`STAFF_TOTP_KEY, or DATA_DIR/${STAFF_TOTP_KEY_FILE}`);

    const desk = deskClient(app);
    const signIn = await desk.call("POST", deskPaths.signIn, {
      email: staff.email,
      password: STAFF_PASSWORD,
    });
    expect(signIn.statusCode).toBe(503);
    expect(signIn.json()).toEqual({ message: deskMessages.secretsUnreadable });
    // Nothing of the desk opened for it: no session, pending or not.
    expect(desk.session).toBeUndefined();
  }, 60_000);

  it("restored with the key copied over: no error, and the staff member signs in", async () => {
    const restored = join(scratch, "with-key");
    await run(runRestoreCommand, ["--from", backup], restored);
    copyFileSync(join(source, STAFF_TOTP_KEY_FILE), join(restored, STAFF_TOTP_KEY_FILE));

    const { app, errors } = await startOn(restored);
    expect(errors()).toEqual([]);
    const desk = deskClient(app);
    const signIn = await desk.call("POST", deskPaths.signIn, {
      email: staff.email,
      password: STAFF_PASSWORD,
    });
    expect(signIn.json()).toMatchObject({ next: "verify" });
    clock.advance(60_000);
    const code = currentCode(staff.secret, clock);
    expect((await desk.call("POST", deskPaths.verify, { code })).statusCode).toBe(200);
  }, 60_000);
});
