// `npm run register -- import FILE.csv [--dry-run]` and `npm run register -- export [FILE.csv]`:
// bring a register kept in another system onto this one, and write this one out in the same
// columns (docs/decisions/050). The database is opened as `npm run audit` opens it
// (db/open-service-database.ts); files are written for their owner only (the service's umask,
// set by runAsProcess): an export holds private e-mail addresses.
import { createWriteStream, existsSync } from "node:fs";
import { resolve } from "node:path";
import { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { parseArgs } from "node:util";
import { calendarDateAt, DEFAULT_TIME_ZONE, isTimeZone } from "@portal/contract";
import type { Db } from "../../../db/client.ts";
import { type CommandIo, type NotRun, runOnServiceDatabase } from "../../../operator-command.ts";
import { exportRegister } from "./export-register.ts";
import { importRegister } from "./import-register.ts";

export const registerUsage = `Usage: npm run register -- import FILE.csv [--dry-run]
       npm run register -- export [FILE.csv]

  import FILE   check every line of FILE, then add its people to the register, 1,000 a
                transaction; if any line is wrong, every wrong line is listed and nothing is
                written (status 1); people whose registration number is on the register
                already are left as they are, so importing a file again adds no one
  --dry-run     check the file and list what is wrong, write nothing
  export [FILE] every person of the register in the same columns, to a new FILE (kept for
                its owner only: it holds private e-mail addresses) or to stdout

The columns are in the README ("Bringing your register") and docs/decisions/050. Reads
DATABASE_URL, or the embedded database under DATA_DIR (default ./data), which must not be
open in the service at the same time, and TIME_ZONE (default ${DEFAULT_TIME_ZONE}), whose day
says whose certificate is in force.
`;

type Parsed =
  | { kind: "import"; file: string; dryRun: boolean }
  | { kind: "export"; file: string | undefined }
  | NotRun;

const options = {
  "dry-run": { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

const readArguments = (args: string[]) =>
  parseArgs({ args, options, allowPositionals: true, strict: true });

export function parseRegisterArguments(argv: string[]): Parsed {
  let read: ReturnType<typeof readArguments>;
  try {
    read = readArguments(argv);
  } catch (error) {
    return { kind: "error", message: (error as Error).message };
  }
  const { values, positionals } = read;
  if (values.help) return { kind: "help" };
  const [action, file, ...more] = positionals;
  if (more.length > 0) return { kind: "error", message: `one file at most, not "${more[0]}" too` };
  if (action === "import") {
    if (!file) return { kind: "error", message: "import needs the file to import" };
    return { kind: "import", file, dryRun: values["dry-run"] ?? false };
  }
  if (action === "export") {
    if (values["dry-run"]) return { kind: "error", message: "--dry-run goes with import" };
    return { kind: "export", file };
  }
  return { kind: "error", message: `say import or export, not ${action ?? "nothing"}` };
}

const number = (n: number) => n.toLocaleString("en-NZ");

async function runImport(db: Db, io: CommandIo, path: string, dryRun: boolean, today: string) {
  const started = performance.now();
  const report = await importRegister(db, path, { today, dryRun });
  for (const problem of report.problems) io.stderr.write(`${problem}\n`);
  if (report.problems.length > 0) {
    const count = report.problems.length;
    io.stderr.write(
      `register: ${number(count)} problem${count === 1 ? "" : "s"} in ${path}: nothing written\n`,
    );
    return 1;
  }
  if (dryRun) {
    io.stdout.write(
      `register: ${number(report.rows)} people in ${path}, no problems (dry run: nothing written)\n`,
    );
    return 0;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  io.stdout.write(
    `register: ${number(report.added)} added, ${number(report.alreadyThere)} already on the register (${seconds} s)\n`,
  );
  return 0;
}

async function runExport(db: Db, io: CommandIo, path: string | undefined, today: string) {
  if (!path) {
    // The process's stdout is a stream that says when it is full; a test's is a plain writer.
    const out =
      io.stdout instanceof Writable
        ? io.stdout
        : new Writable({
            write(chunk, _encoding, done) {
              io.stdout.write(String(chunk));
              done();
            },
          });
    const written = await exportRegister(db, out, { today });
    io.stderr.write(`register: ${number(written)} people exported\n`);
    return 0;
  }
  const file = createWriteStream(path, { flags: "wx" });
  const written = await exportRegister(db, file, { today });
  file.end();
  await finished(file);
  io.stdout.write(`register: ${number(written)} people exported to ${path}\n`);
  return 0;
}

export async function runRegisterCommand(argv: string[], io: CommandIo): Promise<number> {
  const parsed = parseRegisterArguments(argv);
  const timeZone = io.env.TIME_ZONE || DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone)) {
    io.stderr.write(`register: TIME_ZONE must be an IANA time zone, not "${timeZone}"\n`);
    return 2;
  }
  const cwd = io.cwd ?? process.cwd();
  const path = "file" in parsed && parsed.file ? resolve(cwd, parsed.file) : undefined;
  if (parsed.kind === "import" && !existsSync(path!)) {
    io.stderr.write(`register: no file ${path}\n`);
    return 1;
  }
  if (parsed.kind === "export" && path && existsSync(path)) {
    io.stderr.write(`register: ${path} exists already: name a new file\n`);
    return 1;
  }
  const command = { name: "register", usage: registerUsage, table: "practitioners" };
  return runOnServiceDatabase(command, parsed, io, (db, run) => {
    const today = calendarDateAt(new Date(), timeZone);
    return run.kind === "import"
      ? runImport(db, io, path!, run.dryRun, today)
      : runExport(db, io, path, today);
  });
}
