// The practitioners of the load benchmark, written into the service's database while no
// instance holds it (PGlite is one process's): each an account with the demo practitioner's
// tiles and an APC application of its own in progress, so no two users save the same form.
import { eq } from "drizzle-orm";
import { users, userTiles } from "../../apps/registry/src/db/schema.ts";
import { hashPassword } from "../../apps/registry/src/modules/auth/password.ts";
import { newFormToken } from "../../apps/registry/src/modules/forms/form-token.ts";
import { insertForm } from "../../apps/registry/src/modules/forms/store.ts";
import { insertUser } from "../../apps/registry/src/modules/users/store.ts";
import { withDatabase } from "./load-day.ts";

export const PRACTITIONER_PASSWORD = "bench-load-password-42";
/** Whose tiles every simulated practitioner gets (seed/demo-users.ts). */
const DEMO_PRACTITIONER = "practitioner@example.org";

export interface Practitioner {
  email: string;
  /** The APC application this practitioner loads and saves. */
  formToken: string;
}

export async function addPractitioners(
  where: { dataDir: string } | { url: string },
  count: number,
): Promise<Practitioner[]> {
  return withDatabase(where, async (db) => {
    const [demo] = await db.select().from(users).where(eq(users.email, DEMO_PRACTITIONER));
    if (!demo) throw new Error(`no ${DEMO_PRACTITIONER}: the service did not seed its demo data`);
    const tiles = await db.select().from(userTiles).where(eq(userTiles.userId, demo.id));
    // One hash for all: each sign-in still verifies it, which is the cost being measured.
    const passwordHash = await hashPassword(PRACTITIONER_PASSWORD);
    const practitioners: Practitioner[] = [];
    for (let i = 0; i < count; i++) {
      const email = `load-${i}@example.test`;
      const userId = await insertUser(db, { email, passwordHash, firstName: `Load ${i}` });
      if (userId === undefined) throw new Error(`${email} exists already`);
      if (tiles.length > 0) {
        await db.insert(userTiles).values(tiles.map((t) => ({ userId, tileId: t.tileId })));
      }
      const formToken = newFormToken();
      await insertForm(db, {
        token: formToken,
        ownerId: userId,
        formTypeCode: "APC",
        name: "APC application 2026/2027",
        values: {},
      });
      practitioners.push({ email, formToken });
    }
    return practitioners;
  });
}
