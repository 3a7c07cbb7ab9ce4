// Export, then import into an empty register: the demo register of 200 with a condition lifted
// and one in force answers the public exactly as the register it came from, and exports the
// same file again.
import { createWriteStream, readFileSync } from "node:fs";
import { finished } from "node:stream/promises";
import { publicRegisterPaths } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { seedRegister } from "../../../../seed/register/seed-register.ts";
import { tempFile, useTestService } from "../../../../test/app.ts";
import { testDatabases } from "../../../../test/databases.ts";
import type { App } from "../../../app.ts";
import type { Db } from "../../../db/client.ts";
import { practitioners } from "../../../db/schema.ts";
import { insertConditions } from "../conditions-store.ts";
import { findPractitionerId } from "../store.ts";
import { exportRegister } from "./export-register.ts";
import { importRegister } from "./import-register.ts";

const TODAY = "2026-03-01";

async function exportTo(db: Db, name: string) {
  const path = tempFile(name, "");
  const file = createWriteStream(path);
  const written = await exportRegister(db, file, { today: TODAY });
  file.end();
  await finished(file);
  return { path, written };
}

const publicRecord = async (app: App, n: string) =>
  (await app.inject({ method: "GET", url: publicRegisterPaths.practitioner(n) })).json();

describe.each(testDatabases)("a register exported and imported on $name", (testDb) => {
  const source = useTestService(testDb);
  const target = useTestService(testDb);

  it("answers the public as the register it came from", async () => {
    await seedRegister(source.database.db, { count: 200, today: TODAY });
    const db = source.database.db;
    const practitionerId = (await findPractitionerId(db, "50001"))!;
    const condition = { type: "Supervision", decision: "PCC 3/2026", reviewOn: null };
    await insertConditions(db, [
      // In force, with a wording that holds the file's separators.
      {
        ...condition,
        practitionerId,
        wording: "Supervised; reports | monthly \\ weekly.",
        startsOn: "2026-01-05",
        endsOn: "2026-12-31",
      },
      // Lifted: it ends the day before it was lifted.
      {
        ...condition,
        practitionerId,
        wording: "Lifted.",
        startsOn: "2025-01-01",
        endsOn: null,
        liftedOn: "2025-06-01",
      },
    ]);
    const first = await exportTo(db, "first.csv");
    expect(first.written).toBe(200);

    const report = await importRegister(target.database.db, first.path, { today: TODAY });
    expect(report).toEqual({ rows: 200, problems: [], added: 200, alreadyThere: 0 });

    const numbers = readFileSync(first.path, "utf8")
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.split(",")[0]!);
    expect(numbers).toHaveLength(200);
    for (const n of numbers) {
      expect(await publicRecord(target.app, n)).toEqual(await publicRecord(source.app, n));
    }
    const shown = await publicRecord(target.app, "50001");
    expect(shown.conditions).toMatchObject([
      { wording: "Supervised; reports | monthly \\ weekly." },
    ]);

    // The searches find them where they work, volunteers among them, as before.
    const people = async (from: Db) =>
      (await from.select().from(practitioners).orderBy(practitioners.personId)).map(
        ({ id: _id, ...person }) => person,
      );
    const before = await people(db);
    expect(before.filter((p) => p.volunteer).length).toBeGreaterThan(0);
    expect(await people(target.database.db)).toEqual(before);

    const second = await exportTo(target.database.db, "second.csv");
    expect(readFileSync(second.path, "utf8")).toBe(readFileSync(first.path, "utf8"));
  });
});
