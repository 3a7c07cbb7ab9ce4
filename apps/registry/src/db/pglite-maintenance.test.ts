import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../test/databases.ts";
import { createForm, createUser } from "../../test/factories.ts";
import { ensureFormTypes, saveFormPage } from "../modules/forms/store.ts";
import type { Database } from "./client.ts";
import { CHURNING_TABLES, vacuumChurningTables } from "./pglite-maintenance.ts";

describe("vacuuming PGlite", () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabases[0]!.open();
  });
  afterAll(async () => {
    await database.close();
  });

  const pageSize = async () => {
    const result = (await database.db.execute(
      sql`select pg_total_relation_size('form_pages')::int as bytes`,
    )) as unknown as { rows: Array<{ bytes: number }> };
    return result.rows[0]!.bytes;
  };

  it("lets saves reuse the space old versions of a page took, instead of growing", async () => {
    await ensureFormTypes(database.db, [{ code: "APC", name: "APC" }]);
    const owner = await createUser(database.db);
    const form = await createForm(database.db, owner.id, "APC");
    // Incompressible, so it is TOASTed out of line as large pages are.
    const page = { notes: randomBytes(15_000).toString("base64") };
    let revision = 0;
    const saveTimes = async (n: number) => {
      for (let i = 0; i < n; i++) {
        await database.db.transaction(async (tx) => {
          await saveFormPage(
            tx,
            { id: form.id, revision: revision++ },
            "p",
            { ...page, i },
            new Date(),
          );
        });
      }
    };
    await saveTimes(50);
    await vacuumChurningTables(database);
    const settled = await pageSize();
    for (let round = 0; round < 3; round++) {
      await saveTimes(50);
      await vacuumChurningTables(database);
    }
    // Without the vacuums, 150 more versions of a 20 kB page would have added megabytes.
    expect(await pageSize()).toBeLessThanOrEqual(settled * 2);
    const vacuumed = (await database.db.execute(
      sql`select relname from pg_stat_user_tables where last_vacuum is not null`,
    )) as unknown as { rows: Array<{ relname: string }> };
    expect(vacuumed.rows.map((r) => r.relname).sort()).toEqual([...CHURNING_TABLES].sort());
  });
});
