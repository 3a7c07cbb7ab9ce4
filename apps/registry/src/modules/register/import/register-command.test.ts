// `npm run register`: its arguments (a clear message and status 2 when wrong), and the real
// script run as a child process on the service's own database – PGlite under a DATA_DIR, and
// PostgreSQL when TEST_DATABASE_URL names a server – for its exit statuses and what it says.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { tempFile } from "../../../../test/app.ts";
import {
  commandTargets,
  expectArgumentsRefused,
  runCommand,
} from "../../../../test/operator-commands.ts";
import { registerColumns } from "./register-columns.ts";
import { registerUsage, runRegisterCommand } from "./register-command.ts";

const CLI = fileURLToPath(new URL("./cli.ts", import.meta.url));

describe("npm run register's arguments", () => {
  it.each([
    [[], "say import or export, not nothing"],
    [["delete"], "say import or export, not delete"],
    [["import"], "import needs the file to import"],
    [["import", "a.csv", "b.csv"], 'one file at most, not "b.csv" too'],
    [["export", "--dry-run"], "--dry-run goes with import"],
    [["import", "a.csv", "--force"], "Unknown option '--force'"],
  ])(
    "refuses %j with a message and status 2, before opening any database",
    async (argv, message) => {
      const answer = await runCommand(runRegisterCommand, argv, { DATA_DIR: "/nonexistent/x" });
      expectArgumentsRefused(answer, message, "Usage: npm run register");
    },
  );

  it("prints its usage for --help", async () => {
    const { status, out } = await runCommand(runRegisterCommand, ["--help"], {});
    expect(status).toBe(0);
    expect(out).toBe(registerUsage);
  });
});

const header = registerColumns.join(",");
// The cells after a row's scopes: none known (the file's) or none but "not a volunteer".
const unknown = ",".repeat(registerColumns.length - 5);
const exportedRest = `${",".repeat(registerColumns.length - 6)},no`;
const good = tempFile(
  "good.csv",
  `${header}\n90001,Rangi,Walker,rangi@example.org,Dental Therapy Practice|2015-02-02|Registered${unknown}\n`,
);
const exportedFile = `${header}\r\n90001,Rangi,Walker,rangi@example.org,Dental Therapy Practice|2015-02-02|Registered${exportedRest}\r\n`;
const bad = tempFile(
  "bad.csv",
  `${header}\n90002,Rangi,Walker,rangi@example.org,Tooth Whispering|2015-02-02|Registered${unknown}\n`,
);

describe.each(commandTargets)("npm run register on $name", (target) => {
  // PGlite opens its directory afresh for each command: some seconds each.
  it("imports, refuses a bad file, and exports, run in-process", { timeout: 120_000 }, async () => {
    const database = await target.migrated();
    const run = (...argv: string[]) => runCommand(runRegisterCommand, argv, database.env);
    try {
      expect(await run("import", good, "--dry-run")).toEqual({
        status: 0,
        out: `register: 1 people in ${good}, no problems (dry run: nothing written)\n`,
        err: "",
      });
      expect(await run("import", bad)).toEqual({
        status: 1,
        out: "",
        err:
          'line 2, scopes: "Tooth Whispering" is not a scope of the register\n' +
          `register: 1 problem in ${bad}: nothing written\n`,
      });
      expect((await run("import", good)).out).toMatch(
        /^register: 1 added, 0 already on the register \(/,
      );
      expect((await run("import", good)).out).toMatch(
        /^register: 0 added, 1 already on the register \(/,
      );
      const exported = await run("export");
      expect(exported).toEqual({
        status: 0,
        out: exportedFile,
        err: "register: 1 people exported\n",
      });
      const file = `${tempFile("x", "")}-export.csv`;
      expect((await run("export", file)).status).toBe(0);
      expect(readFileSync(file, "utf8")).toBe(exportedFile);
      expect(await run("export", file)).toMatchObject({
        status: 1,
        err: expect.stringContaining("exists already"),
      });
    } finally {
      await database.drop();
    }
  });

  it("answers with its exit status as the real script", { timeout: 120_000 }, async () => {
    const database = await target.migrated();
    const script = (...argv: string[]) =>
      spawnSync(process.execPath, ["--disable-warning=ExperimentalWarning", CLI, ...argv], {
        env: { ...database.env, PATH: process.env.PATH },
        encoding: "utf8",
        timeout: 60_000,
      });
    try {
      const refused = script("import", bad);
      expect({ status: refused.status, stdout: refused.stdout }).toEqual({ status: 1, stdout: "" });
      expect(refused.stderr).toContain("is not a scope of the register");
      const added = script("import", good);
      expect({ status: added.status, stderr: added.stderr }).toEqual({ status: 0, stderr: "" });
      expect(added.stdout).toMatch(/^register: 1 added, 0 already on the register \(/);
    } finally {
      await database.drop();
    }
  });
});
