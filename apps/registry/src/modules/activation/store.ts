// SQL of activation links (db/schema/account-activations.ts) and of the register person an
// activation makes an account for.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { type Executor, executeRows } from "../../db/client.ts";
import { firstRow } from "../../db/rows.ts";
import { accountActivations, practitionerAccounts, practitioners } from "../../db/schema.ts";

export type ActivationRow = typeof accountActivations.$inferSelect;

export async function insertActivation(
  ex: Executor,
  row: typeof accountActivations.$inferInsert,
): Promise<void> {
  await ex.insert(accountActivations).values(row);
}

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(accountActivations.tokenHash, tokenHash),
    isNull(accountActivations.usedAt),
    gt(accountActivations.expiresAt, now),
  );

/** The link if it is known, unused and unexpired at `now`. */
export async function findUsableActivation(
  ex: Executor,
  tokenHash: string,
  now: Date,
): Promise<ActivationRow | undefined> {
  return firstRow(ex.select().from(accountActivations).where(usable(tokenHash, now)));
}

/**
 * Uses the link and every other unused link of the same person, in one statement: of two
 * requests with the same link (or two of their links) only one gets rows back.
 */
export async function takeActivation(
  ex: Executor,
  tokenHash: string,
  now: Date,
): Promise<ActivationRow | undefined> {
  const taken = await firstRow(
    ex.update(accountActivations).set({ usedAt: now }).where(usable(tokenHash, now)).returning(),
  );
  if (!taken) return undefined;
  await ex
    .update(accountActivations)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountActivations.practitionerId, taken.practitionerId),
        isNull(accountActivations.usedAt),
      ),
    );
  return taken;
}

/** The register's names of the person, and whether an account is linked to them already. */
export async function findActivatedPerson(ex: Executor, practitionerId: number) {
  const [row] = await executeRows<{ first_names: string; surname: string; linked: boolean }>(
    ex,
    sql`select p.first_names, p.surname,
          exists (select 1 from ${practitionerAccounts} a where a.practitioner_id = p.id) as linked
        from ${practitioners} p where p.id = ${practitionerId}`,
  );
  return row && { firstNames: row.first_names, surname: row.surname, linked: Boolean(row.linked) };
}
