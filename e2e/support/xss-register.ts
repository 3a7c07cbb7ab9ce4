// People of the register named by the XSS corpus, for the `security` project's service: one
// per payload, the payload as first names and as a scope of practice, all under the surname
// XSS_SURNAME so that one search of the public register finds them. Written (on a migrated
// database) before the service starts; the register's seed then adds the synthetic people.
import { openDatabase } from "../../apps/registry/src/db/client.ts";
import { runMigrations } from "../../apps/registry/src/db/migrate.ts";
import { insertPractitioners } from "../../apps/registry/src/modules/register/index.ts";
import { xssCorpus } from "./xss-corpus.ts";

export const XSS_SURNAME = "Xsscorpus";
/** The registration number of payload `i` (from 0). */
export const xssRegistrationNumber = (i: number) => String(900_001 + i);

export async function addXssPractitioners(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await runMigrations(database);
    const people = xssCorpus.map((payload, i) => ({
      personId: xssRegistrationNumber(i),
      firstNames: payload.text,
      surname: XSS_SURNAME,
      contact: "",
      address: "",
      suburb: "",
      city: "Nelson",
      territorialAuthority: "Nelson City",
      dhb: "Nelson Marlborough",
      eligible: true,
      volunteer: false,
      practices: [
        {
          practice: payload.text,
          qualifications: "",
          registrationDate: "2015-02-01",
          hpiNumber: "",
          status: payload.text,
        },
      ],
    }));
    await database.db.transaction((tx) => insertPractitioners(tx, people));
  } finally {
    await database.close();
  }
}
