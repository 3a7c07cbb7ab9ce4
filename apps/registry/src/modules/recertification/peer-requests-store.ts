// SQL of the peers' decisions and the desk's resolutions (docs/decisions/063), and the names the
// peers' screen and the desk's list show: the naming practitioners' (their register record when
// their account is linked to one, else the account's own name) and the peers' (the register's).
import { eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { peerConfirmations, practitionerAccounts, practitioners, users } from "../../db/schema.ts";

export type ConfirmationRow = typeof peerConfirmations.$inferSelect;

/** The decisions and resolutions of the relationships `formIds`, by form id. */
export async function findConfirmations(
  ex: Executor,
  formIds: readonly number[],
): Promise<Map<number, ConfirmationRow>> {
  if (formIds.length === 0) return new Map();
  const rows = await ex
    .select()
    .from(peerConfirmations)
    .where(inArray(peerConfirmations.formId, [...formIds]));
  return new Map(rows.map((row) => [row.formId, row]));
}

/**
 * Holds the decisions and resolutions apart to the transaction's end: a peer's batch and a
 * registrar's resolution of one of its relationships never pass each other's checks side by side.
 */
export async function lockConfirmations(ex: Executor) {
  await ex.execute(sql`lock table ${peerConfirmations} in share row exclusive mode`);
}

/** The peer's decision on the relationship, replacing any earlier one. */
export async function writeDecision(
  ex: Executor,
  decided: Pick<
    ConfirmationRow,
    "formId" | "peerPersonId" | "decision" | "reason" | "decidedAt" | "decidedBy"
  >,
) {
  const { formId: _, ...change } = decided;
  // A row left from a peer the form named before it was reopened is replaced whole.
  const unresolved = { resolvedAt: null, resolvedBy: null, resolutionNote: null };
  await ex
    .insert(peerConfirmations)
    .values({ ...decided, ...unresolved })
    .onConflictDoUpdate({ target: peerConfirmations.formId, set: { ...change, ...unresolved } });
}

/** The desk's resolution of the relationship, beside whatever its peer decided. */
export async function writeResolution(
  ex: Executor,
  resolved: Pick<
    ConfirmationRow,
    "formId" | "peerPersonId" | "resolvedAt" | "resolvedBy" | "resolutionNote"
  >,
) {
  const { formId: _, peerPersonId: __, ...change } = resolved;
  await ex
    .insert(peerConfirmations)
    .values(resolved)
    .onConflictDoUpdate({ target: peerConfirmations.formId, set: change });
}

/** How each account of `userIds` is named, and its Person ID when linked to the register. */
export async function findOwnerNames(
  ex: Executor,
  userIds: readonly number[],
): Promise<Map<number, { name: string; personId: string | null }>> {
  if (userIds.length === 0) return new Map();
  const rows = await ex
    .select({
      userId: users.id,
      displayName: users.displayName,
      firstName: users.firstName,
      personId: practitioners.personId,
      firstNames: practitioners.firstNames,
      surname: practitioners.surname,
    })
    .from(users)
    .leftJoin(practitionerAccounts, eq(practitionerAccounts.userId, users.id))
    .leftJoin(practitioners, eq(practitioners.id, practitionerAccounts.practitionerId))
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        name:
          r.surname !== null
            ? `${r.firstNames ?? ""} ${r.surname}`.trim()
            : (r.displayName ?? r.firstName ?? "A practitioner"),
        personId: r.personId,
      },
    ]),
  );
}

/** The register's name of each person of `personIds` on it. */
export async function findPersonNames(
  ex: Executor,
  personIds: readonly string[],
): Promise<Map<string, string>> {
  if (personIds.length === 0) return new Map();
  const { personId, firstNames, surname } = practitioners;
  const rows = await ex
    .select({ personId, firstNames, surname })
    .from(practitioners)
    .where(inArray(personId, [...new Set(personIds)]));
  return new Map(rows.map((r) => [r.personId, `${r.firstNames} ${r.surname}`.trim()]));
}
