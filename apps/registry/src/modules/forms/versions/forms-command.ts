// `npm run forms -- check [--dir DIR]` and `npm run forms -- status`: what a deploy's form
// definitions would do to the service's database before it starts on them (the start-up
// check, without writing anything; exit 1 when the start would stop), and the versions kept
// with the forms on each. The database is opened as `npm run audit` opens it.
import type { Db } from "../../../db/client.ts";
import { type CommandIo, readOptions, runOnServiceDatabase } from "../../../operator-command.ts";
import { defaultFormsDir, loadFormDefinitions } from "../definitions/load/load-definitions.ts";
import { contentHash, draftsPlan, orphansMessage } from "./form-versions.ts";
import {
  findCurrentVersion,
  findVersion,
  listVersionsInUse,
  nextVersion,
} from "./versions-store.ts";

export const formsUsage = `Usage: npm run forms -- check [--dir DIR] | status

  check     load the definitions (DIR, else FORMS_DIR, else apps/registry/forms) and say
            what starting the service on them would do: which become new versions, how
            many drafts would move, and any stored answer a change would leave without a
            place (exit 1: the service would not start)
  status    each form's kept versions: when first served, drafts and submitted forms on
            each, and which is current

Reads DATABASE_URL, or the embedded database under DATA_DIR (default ./data), which must
not be open in the service at the same time.
`;

type Work = { kind: "check"; dir: string } | { kind: "status" };

function parse(argv: string[], io: CommandIo) {
  const [action, ...rest] = argv;
  if (action !== "check" && action !== "status") {
    return readOptions(argv, {}).kind === "help"
      ? ({ kind: "help" } as const)
      : ({ kind: "error", message: "say check or status" } as const);
  }
  const read = readOptions(rest, action === "check" ? { dir: { type: "string" } } : {});
  if (read.kind !== "values") return read;
  if (action === "status") return { kind: "status" } satisfies Work;
  const dir = (read.values as { dir?: string }).dir ?? io.env.FORMS_DIR ?? defaultFormsDir;
  return { kind: "check", dir } satisfies Work;
}

export async function runFormsCommand(argv: string[], io: CommandIo): Promise<number> {
  const command = { name: "forms", usage: formsUsage, table: "form_definition_versions" };
  return runOnServiceDatabase(command, parse(argv, io), io, (db, work) =>
    work.kind === "check" ? check(db, work.dir, io) : status(db, io),
  );
}

/** The start-up check of `dir`'s definitions against the database, read only. */
async function check(db: Db, dir: string, io: CommandIo): Promise<number> {
  const catalogue = loadFormDefinitions(dir, io.cwd);
  let stops = false;
  for (const form of catalogue.values()) {
    const kept = await findVersion(db, form.code, { contentHash: contentHash(form.definition) });
    const version = kept?.version ?? (await nextVersion(db, form.code));
    const target = { ...form, version };
    const plan = await draftsPlan(db, target);
    const said = kept ? `version ${version} (kept)` : `new version ${version}`;
    if (kept && (await findCurrentVersion(db, form.code)) === version) {
      io.stdout.write(`${form.code}: unchanged (version ${version})\n`);
    } else if (!plan) {
      io.stdout.write(`${form.code}: ${said}; drafts on earlier versions finish there\n`);
    } else if (plan.orphans.length > 0) {
      stops = true;
      io.stdout.write(`${form.code}: ${said}; the service would not start:\n`);
      io.stdout.write(`${orphansMessage(target, plan.orphans)}\n`);
    } else {
      const n = plan.moved.length;
      io.stdout.write(`${form.code}: ${said}; ${n} draft${n === 1 ? "" : "s"} would move to it\n`);
    }
  }
  return stops ? 1 : 0;
}

async function status(db: Db, io: CommandIo): Promise<number> {
  const rows = await listVersionsInUse(db);
  const width = Math.max("form type".length, ...rows.map((row) => row.code.length));
  io.stdout.write(
    `${"form type".padEnd(width)} version  first served              drafts  submitted\n`,
  );
  for (const row of rows) {
    io.stdout.write(
      `${row.code.padEnd(width)} ${String(row.version).padStart(7)}${row.current ? "*" : " "} ` +
        `${row.firstServedAt.toISOString().padEnd(24)} ${String(row.drafts).padStart(6)} ` +
        `${String(row.completed).padStart(10)}\n`,
    );
  }
  io.stdout.write("* current: new forms start on it\n");
  return 0;
}
