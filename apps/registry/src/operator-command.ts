// What the operator commands (npm run audit, staff:add, backup, restore) share: their
// process handed in (so tests run them in-process), strict option parsing with -h/--help,
// and the same answers to help and to bad arguments (usage, exit 2).
import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import { OWNER_ONLY_UMASK } from "./data-dir-access.ts";
import type { Db } from "./db/client.ts";
import { openServiceDatabase } from "./db/open-service-database.ts";

export interface CommandIo {
  env: Record<string, string | undefined>;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** Where relative paths start (the process's working directory unless given). */
  cwd?: string;
}

export type OperatorCommand = (argv: string[], io: CommandIo) => Promise<number>;

/**
 * Runs a command as its cli.ts does: on this process's arguments and streams, with the
 * service's umask (a restore, a backup or a database the command opens is its owner's only);
 * its answer becomes the exit status.
 */
export async function runAsProcess(command: OperatorCommand): Promise<void> {
  process.umask(OWNER_ONLY_UMASK);
  process.exitCode = await command(process.argv.slice(2), {
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
  });
}

export type NotRun = { kind: "help" } | { kind: "error"; message: string };

type Values<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; strict: true; allowPositionals: false }>
>["values"];

/** The options given, or help asked for, or what is wrong with them (no positionals). */
export function readOptions<O extends ParseArgsOptionsConfig>(
  argv: string[],
  options: O,
): { kind: "values"; values: Values<O> } | NotRun {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { ...options, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: false,
    });
    if ((values as { help?: boolean }).help) return { kind: "help" };
    return { kind: "values", values: values as Values<O> };
  } catch (error) {
    return { kind: "error", message: (error as Error).message };
  }
}

/** Help on stdout (exit 0), or the problem and the usage on stderr (exit 2). */
export function answerNotRun(name: string, usage: string, parsed: NotRun, io: CommandIo): number {
  if (parsed.kind === "help") {
    io.stdout.write(usage);
    return 0;
  }
  io.stderr.write(`${name}: ${parsed.message}\n\n${usage}`);
  return 2;
}

/**
 * True when a command failed because `table` is not there yet: a DATA_DIR or database the
 * service has never started on, so its migrations have not run (the error may be wrapped).
 */
export function isMissingTable(error: unknown, table: string): boolean {
  const { code, message, cause } = (error ?? {}) as {
    code?: string;
    message?: string;
    cause?: unknown;
  };
  return (
    code === "42P01" ||
    (message ?? "").includes(`relation "${table}" does not exist`) ||
    (cause !== undefined && isMissingTable(cause, table))
  );
}

/**
 * Runs `work` on the service's database (opened as the service would, closed after); answers
 * its status. A database that may not be opened now, or a failure, is said on stderr with
 * status 1: a missing `table` as a database the service has not started on yet.
 */
export async function onServiceDatabase(
  name: string,
  io: CommandIo,
  table: string,
  work: (db: Db) => Promise<number>,
): Promise<number> {
  const database = await openServiceDatabase(io.env);
  if (typeof database === "string") {
    io.stderr.write(`${name}: ${database}\n`);
    return 1;
  }
  try {
    return await work(database.db);
  } catch (error) {
    io.stderr.write(
      isMissingTable(error, table)
        ? `${name}: the database has no ${table} table yet: start the service once to apply its migrations\n`
        : `${name}: ${(error as Error).message}\n`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

/** A command's name, usage text, and a table its work needs (named when it is missing). */
export type DatabaseCommand = { name: string; usage: string; table: string };

const isNotRun = (parsed: { kind: string }): parsed is NotRun =>
  parsed.kind === "help" || parsed.kind === "error";

/**
 * How a command on the service's database runs once its arguments are read: help or what is
 * wrong with them answered (answerNotRun), else `work` on the database (onServiceDatabase).
 */
export async function runOnServiceDatabase<P extends { kind: string }>(
  command: DatabaseCommand,
  parsed: P | NotRun,
  io: CommandIo,
  work: (db: Db, parsed: Exclude<P, NotRun>) => Promise<number>,
): Promise<number> {
  if (isNotRun(parsed)) return answerNotRun(command.name, command.usage, parsed, io);
  return onServiceDatabase(command.name, io, command.table, (db) =>
    work(db, parsed as Exclude<P, NotRun>),
  );
}
