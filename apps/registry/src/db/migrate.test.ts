// Upgrading a database that holds data in an older shape: it is migrated up to a given
// migration, filled the way the service of that time wrote it, then brought up to date.
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsUpTo } from "../../test/migrations.ts";
import {
  defaultFormsDir,
  loadFormDefinitions,
} from "../modules/forms/definitions/load/load-definitions.ts";
import { findForm } from "../modules/forms/store.ts";
import { registerFormVersions } from "../modules/forms/versions/form-versions.ts";
import { type Database, openDatabase } from "./client.ts";
import { runMigrations } from "./migrate.ts";

// PGlite answers `{ rows }` (this suite runs on PGlite only: the SQL is the same on both).
const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe("upgrading a database of session 1 (values in forms.values, duplicate form PDFs)", () => {
  let database: Database;
  let oldFolder: string;
  let formId: number;
  let token: string;
  const oldValues = { details: { first_name: "Aroha" }, practice: { rows: [{ a: 1 }] } };

  beforeAll(async () => {
    oldFolder = migrationsUpTo("0003_form_pages");
    database = await openDatabase({});
    await runMigrations(database, oldFolder);
    // As that service wrote it: today's schema has columns the old table does not.
    await database.db.execute(sql`insert into form_types (code, name) values ('APC', 'APC')`);
    token = "t".repeat(43);
    const [form] = await rows<{ id: number }>(
      database,
      sql`insert into forms (token, form_type_code, name, values)
          values (${token}, 'APC', 'APC', ${JSON.stringify(oldValues)}::jsonb) returning id`,
    );
    formId = form!.id;
    for (const name of ["first.pdf", "second.pdf"]) {
      await database.db.execute(
        sql`insert into files (form_id, name, type, mime_type, size, bytes)
            values (${formId}, ${name}, 'form', 'application/pdf', 1, '\\x25'::bytea)`,
      );
    }
    await runMigrations(database);
  });
  afterAll(async () => {
    await database.close();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  it("moves every page of the old column to its own form_pages row and drops the column", async () => {
    const found = await findForm(database.db, { token, formTypeCode: "APC" });
    expect(found?.values).toEqual(oldValues);
    const columns = await rows<{ column_name: string }>(
      database,
      sql`select column_name from information_schema.columns where table_name = 'forms'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain("values");
  });

  it("keeps only the newest rendered PDF of a form, then refuses a second one", async () => {
    const pdfs = await rows<{ name: string }>(
      database,
      sql`select name from files where form_id = ${formId} and type = 'form'`,
    );
    expect(pdfs).toEqual([{ name: "second.pdf" }]);
    await expect(
      database.db.execute(
        sql`insert into files (form_id, name, type, mime_type, size, bytes)
            values (${formId}, 'third.pdf', 'form', 'application/pdf', 1, '\\x25'::bytea)`,
      ),
    ).rejects.toThrow();
  });

  it("pins a form made before definition versions to the first version its type registers", async () => {
    const before = await findForm(database.db, { token });
    expect(before?.definitionVersion).toBeNull();
    await registerFormVersions(database.db, loadFormDefinitions(defaultFormsDir));
    const after = await findForm(database.db, { token });
    expect(after?.definitionVersion).toBe(1);
    expect(after?.values).toEqual(oldValues);
  });
});
