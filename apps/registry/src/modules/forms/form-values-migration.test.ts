// The migration that moved saved values from forms.values ({pageCode: values}) to one
// form_pages row per page: a form saved in the old shape reads the same afterwards.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test/databases.ts";
import { createForm, createUser } from "../../../test/factories.ts";
import { storedForm } from "../../../test/form-pages.ts";
import type { Database } from "../../db/client.ts";
import { migrationsFolder } from "../../db/migrate.ts";
import { forms } from "../../db/schema.ts";
import { ensureFormTypes, findForm } from "./store.ts";

const migration = readFileSync(
  join(migrationsFolder, "0004_move_form_values_to_form_pages.sql"),
  "utf8",
).split("--> statement-breakpoint");

describe.each(testDatabases)("moving form values to form_pages on $name", (testDb) => {
  let database: Database;
  beforeAll(async () => {
    database = await testDb.open();
    await ensureFormTypes(database.db, [{ code: "APC", name: "APC" }]);
  });
  afterAll(async () => {
    await database.close();
  });

  it("gives every page of the old column its own row and empties the column", async () => {
    const owner = await createUser(database.db);
    const { token } = await createForm(database.db, owner.id, "APC");
    const old = { details: { first_name: "Aroha" }, practice: { rows: [{ a: 1 }] }, odd: null };
    await database.db.update(forms).set({ values: old }).where(eq(forms.token, token));

    for (const statement of migration) await database.db.execute(sql.raw(statement));

    const stored = await storedForm(database.db, token);
    expect(stored.values).toEqual({ details: old.details, odd: {}, practice: old.practice });
    const [row] = await database.db.select().from(forms).where(eq(forms.token, token));
    expect(row?.values).toEqual({});
    const found = await findForm(database.db, { token, formTypeCode: "APC" });
    expect(found?.values).toEqual(stored.values);
  });
});
