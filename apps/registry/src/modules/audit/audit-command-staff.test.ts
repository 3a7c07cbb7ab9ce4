// `npm run audit -- --trail staff`: the desk's trail read by the same command as the operators'
// (the admins' CSV, by range), and its refusals of options that belong to the other trail.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/app.ts";
import { addTestStaff, staffEmail } from "../../../test/desk.ts";
import { runCommand } from "../../../test/operator-commands.ts";
import { openDatabase } from "../../db/client.ts";
import { runMigrations } from "../../db/migrate.ts";
import { runAuditCommand } from "./audit-command.ts";
import { createAuditTrail } from "./index.ts";

const dataDir = mkdtempSync(join(tmpdir(), "audit-staff-"));
const run = (argv: string[]) => runCommand(runAuditCommand, argv, { DATA_DIR: dataDir });

describe("npm run audit -- --trail staff", () => {
  let staffId: number;

  beforeAll(async () => {
    const database = await openDatabase({ dataDir });
    await runMigrations(database);
    const clock = testClock(new Date("2026-03-01T00:00:00Z"));
    ({ staffId } = await addTestStaff(database.db, clock, staffEmail("cli")));
    const audit = createAuditTrail({ db: database.db, clock, log: { info() {}, error() {} } });
    for (const [day, submissionId] of [
      ["02", 7],
      ["04", 8],
    ] as const) {
      await database.db.transaction((tx) =>
        audit.recordIn(tx, {
          action: "submission.claimed",
          staffId,
          submissionId,
          before: { claimedBy: null },
          after: { claimedBy: staffId },
          at: new Date(`2026-03-${day}T09:00:00Z`),
        }),
      );
    }
    await database.close();
  });

  it("prints the desk's trail as the admins' CSV, within --since and --until", async () => {
    const { status, out } = await run(["--trail", "staff", "--since", "2026-03-03"]);
    expect(status).toBe(0);
    expect(out.split("\r\n")).toEqual([
      "id,at,staff_id,action,submission_id,before,after",
      expect.stringMatching(
        new RegExp(
          `^\\d+,2026-03-04T09:00:00.000Z,${staffId},submission.claimed,8,` +
            `"{""claimedBy"":null}","{""claimedBy"":${staffId}}"$`,
        ),
      ),
      "",
    ]);
  });

  it.each([
    [["--trail", "desk"], '--trail must be operators or staff, not "desk"'],
    [["--trail", "staff", "--event", "sign_in.failed"], "--trail staff takes no other option"],
    [["--trail", "staff", "--json"], "--trail staff takes no other option"],
  ])("refuses %j with status 2", async (argv, message) => {
    const { status, err } = await run(argv);
    expect(status).toBe(2);
    expect(err).toContain(message);
  });
});
