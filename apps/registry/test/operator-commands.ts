// Runs an operator command (npm run audit, staff:add, backup, restore) in-process, as its
// cli.ts would, and answers its exit status with what it wrote to stdout and stderr.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { type Database, openDatabase } from "../src/db/client.ts";
import { runMigrations } from "../src/db/migrate.ts";
import type { OperatorCommand } from "../src/operator-command.ts";
import { adminUrl, freshPostgresDatabase } from "./databases.ts";

export async function runCommand(
  command: OperatorCommand,
  argv: string[],
  env: Record<string, string | undefined>,
): Promise<{ status: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const status = await command(argv, {
    env,
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text) },
  });
  return { status, out, err };
}

/**
 * How a command refuses its arguments, before it touches anything: status 2, nothing on
 * stdout, and on stderr the `message` saying what is wrong and the `usage`.
 */
export function expectArgumentsRefused(
  answer: { status: number; out: string; err: string },
  message: string,
  usage: string,
) {
  expect(answer.status).toBe(2);
  expect(answer.out).toBe("");
  expect(answer.err).toContain(message);
  expect(answer.err).toContain(usage);
}

/** A migrated database as a stopped service leaves it, where a command finds it by `env`. */
export interface CommandDatabase {
  env: Record<string, string>;
  /** Opens it (PGlite's directory is one process's at a time: close it before a command). */
  connect(): Promise<Database>;
  drop(): Promise<void>;
}

/** Where a command's tests run it: PGlite under a DATA_DIR, and a PostgreSQL server if any. */
export interface CommandTarget {
  name: string;
  migrated(): Promise<CommandDatabase>;
}

async function migrate(connect: () => Promise<Database>) {
  const database = await connect();
  await runMigrations(database);
  await database.close();
}

const pgliteDataDir: CommandTarget = {
  name: "PGlite",
  async migrated() {
    const dataDir = mkdtempSync(join(tmpdir(), "registry-command-"));
    const connect = () => openDatabase({ dataDir });
    await migrate(connect);
    return { env: { DATA_DIR: dataDir }, connect, drop: async () => {} };
  },
};

const postgresServer = (server: string): CommandTarget => ({
  name: "PostgreSQL",
  async migrated() {
    const fresh = await freshPostgresDatabase(server);
    const connect = () => openDatabase({ url: fresh.url, poolSize: 2 });
    await migrate(connect);
    return { env: { DATABASE_URL: fresh.url }, connect, drop: () => fresh.drop() };
  },
});

export const commandTargets = adminUrl
  ? [pgliteDataDir, postgresServer(adminUrl)]
  : [pgliteDataDir];
