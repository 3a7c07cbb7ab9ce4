// Cases kept while the stages were the contract's fixed list (migrations up to 0035): 0036 makes
// that list the table's first rows before it ties every case's stage to the table, so a case in
// any of the six stages stays where it is, and a stage no row holds is refused from then on.
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrationsUpTo } from "../../../test/migrations.ts";
import { executeRows, openDatabase } from "../../db/client.ts";
import { runMigrations } from "../../db/migrate.ts";

const six = ["received", "triage", "assessment", "investigation", "referred", "closed"];

describe("cases kept before the stages were the admins'", () => {
  it("stay in their stages, each now a row of the table, which refuses a stage it lacks", async () => {
    const folder = migrationsUpTo("0035_recert_cycles");
    const database = await openDatabase({});
    try {
      await runMigrations(database, folder);
      const { db } = database;
      await db.execute(sql`insert into form_types (code, name) values ('CONCERN', 'Concern')`);
      for (const [i, stage] of six.entries()) {
        await db.execute(sql`with form as (
            insert into forms (token, form_type_code, name)
            values (${`t${i}`.padEnd(43, "x")}, 'CONCERN', 'Concern') returning id)
          insert into concern_cases (reference, form_id, received_at, source, stage, stage_since)
          select ${`C-2026-00000${i + 1}`}, id, now(), 'patient', ${stage}, now() from form`);
      }
      await runMigrations(database);
      const rows = await executeRows<{ stage: string; name: string }>(
        db,
        sql`select c.stage, s.name from concern_cases c join case_stages s on s.code = c.stage
            order by c.reference`,
      );
      expect(rows.map((r) => r.stage)).toEqual(six);
      // Named as the contract named them: the code with a capital.
      expect(rows.map((r) => r.name)).toEqual(six.map((c) => c[0]!.toUpperCase() + c.slice(1)));
      await expect(
        db.execute(
          sql`update concern_cases set stage = 'nowhere' where reference = 'C-2026-000001'`,
        ),
      ).rejects.toThrow();
    } finally {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
