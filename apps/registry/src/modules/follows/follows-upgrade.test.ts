// Follows kept before the limits counted mailboxes (migrations up to 0031): 0032 gives each the
// mailbox its address reaches, as the service now works it out for a new request.
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrationsUpTo } from "../../../test/migrations.ts";
import { mailboxOf } from "../../core/mailbox.ts";
import { executeRows, openDatabase } from "../../db/client.ts";
import { runMigrations } from "../../db/migrate.ts";
import { findPractitionerId, insertPractitioners } from "../register/index.ts";

const addresses = [
  "ana@example.org",
  "ana+news@example.org",
  "a.n.a+x@gmail.com",
  "an.a@googlemail.com",
  "+odd@example.org",
  "o.k@outlook.com",
];

describe("follows kept before the limits counted mailboxes", () => {
  it("get the mailbox each address reaches, as a new request would", async () => {
    const folder = migrationsUpTo("0031_bulk_jobs_last");
    const database = await openDatabase({});
    try {
      await runMigrations(database, folder);
      const { db } = database;
      await db.transaction((tx) =>
        insertPractitioners(tx, [
          {
            ...{ personId: "1001", firstNames: "Ana", surname: "Kahu", contact: "", address: "" },
            ...{ suburb: "", city: "", territorialAuthority: "", dhb: "", eligible: true },
            ...{ volunteer: false, practices: [] },
          },
        ]),
      );
      const practitionerId = await findPractitionerId(db, "1001");
      for (const email of addresses) {
        await db.execute(sql`insert into follows (email, practitioner_id, requested_at)
          values (${email}, ${practitionerId}, now())`);
      }
      await runMigrations(database);
      const rows = await executeRows<{ email: string; mailbox: string }>(
        db,
        sql`select email, mailbox from follows order by id`,
      );
      expect(rows).toEqual(addresses.map((email) => ({ email, mailbox: mailboxOf(email) })));
    } finally {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
