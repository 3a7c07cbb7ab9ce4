// `npm run forms -- check|status` on the service's own database (PGlite under a DATA_DIR): the
// start-up check of a deploy's definitions, read only, and the versions with their forms.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { validApcPages } from "../../../../test/apc-pages.ts";
import { createForm, createUser } from "../../../../test/factories.ts";
import { runCommand } from "../../../../test/operator-commands.ts";
import { openDatabase } from "../../../db/client.ts";
import { runMigrations } from "../../../db/migrate.ts";
import { defaultFormsDir, loadFormDefinitions } from "../definitions/load/load-definitions.ts";
import { registerFormVersions } from "./form-versions.ts";
import { runFormsCommand } from "./forms-command.ts";
import { listVersionsInUse } from "./versions-store.ts";

const dataDir = mkdtempSync(join(tmpdir(), "forms-command-"));
const run = (argv: string[]) => runCommand(runFormsCommand, argv, { DATA_DIR: dataDir });

/** The shipped definitions with apc.yaml edited by `edit`. */
function definitionsWith(edit: (apc: string) => string) {
  const dir = mkdtempSync(join(tmpdir(), "forms-command-defs-"));
  cpSync(defaultFormsDir, dir, { recursive: true });
  writeFileSync(join(dir, "apc.yaml"), edit(readFileSync(join(dir, "apc.yaml"), "utf8")));
  return dir;
}

describe("npm run forms", () => {
  beforeAll(async () => {
    const database = await openDatabase({ dataDir });
    await runMigrations(database);
    await registerFormVersions(database.db, loadFormDefinitions(defaultFormsDir));
    const owner = await createUser(database.db);
    await createForm(database.db, owner.id, "APC", { values: { details: validApcPages.details! } });
    await database.close();
  });

  it.each([
    [[], "say check or status"],
    [["check", "--bogus"], "Unknown option '--bogus'"],
    [["status", "--dir", "x"], "Unknown option '--dir'"],
  ])("refuses %j with a message and status 2", async (argv, message) => {
    const { status, err } = await run(argv);
    expect(status).toBe(2);
    expect(err).toContain(message);
    expect(err).toContain("Usage: npm run forms -- check [--dir DIR] | status");
  });

  it("lists each form's versions, the current one and the drafts on it", async () => {
    const { status, out } = await run(["status"]);
    expect(status).toBe(0);
    expect(out).toMatch(/^APC +1\* \S+ +1 +0$/m);
  });

  it("says the shipped definitions change nothing", async () => {
    const { status, out } = await run(["check", "--dir", defaultFormsDir]);
    expect(status).toBe(0);
    expect(out).toContain("APC: unchanged (version 1)\n");
  });

  it("says how many drafts a compatible change would move", async () => {
    const dir = definitionsWith((apc) => apc.replace("label: Phone", "label: Phone number"));
    const { status, out } = await run(["check", "--dir", dir]);
    expect(status).toBe(0);
    expect(out).toContain("APC: new version 2; 1 draft would move to it\n");
  });

  it("names the answers a change would orphan, exits 1 and writes nothing", async () => {
    const dir = definitionsWith((apc) =>
      apc.replace("fieldName: registration_number", "fieldName: registration_no"),
    );
    const { status, out } = await run(["check", "--dir", dir]);
    expect(status).toBe(1);
    expect(out).toContain("APC: new version 2; the service would not start:\n");
    expect(out).toContain(
      '  details.registration_number: no question "registration_number" on page "details" ' +
        "of the new version (1 draft holds answers there)",
    );
    const database = await openDatabase({ dataDir });
    const apc = (await listVersionsInUse(database.db)).filter((v) => v.code === "APC");
    await database.close();
    expect(apc).toEqual([expect.objectContaining({ version: 1, current: true, drafts: 1 })]);
  });
});
