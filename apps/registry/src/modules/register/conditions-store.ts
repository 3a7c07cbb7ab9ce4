// SQL of conditions on practice (schema `practiceConditions`): imposing, varying and lifting
// one, and reading a person's. Whether one is in force is read from its dates
// (practising-standing.ts's conditionInForce), never stored.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { firstRow } from "../../db/rows.ts";
import { practiceConditions } from "../../db/schema.ts";

export type ConditionRow = typeof practiceConditions.$inferSelect;
export type NewCondition = Omit<ConditionRow, "id" | "practitionerId" | "liftedOn"> & {
  liftedOn?: string | null;
};

export async function insertConditions(
  ex: Executor,
  rows: ReadonlyArray<NewCondition & { practitionerId: number }>,
): Promise<ConditionRow[]> {
  if (rows.length === 0) return [];
  return ex
    .insert(practiceConditions)
    .values([...rows])
    .returning();
}

const oneOf = (practitionerId: number, id: number) =>
  and(eq(practiceConditions.id, id), eq(practiceConditions.practitionerId, practitionerId));

/** A person's condition, held for the caller's transaction; undefined for another's id. */
export async function findCondition(ex: Executor, practitionerId: number, id: number) {
  const c = practiceConditions;
  return firstRow(ex.select().from(c).where(oneOf(practitionerId, id)).for("update"));
}

/** Sets a condition's terms; answers the row as it was and as it is, or undefined. */
export async function updateCondition(
  ex: Executor,
  practitionerId: number,
  id: number,
  terms: Partial<NewCondition>,
) {
  const before = await findCondition(ex, practitionerId, id);
  if (!before) return undefined;
  const [after] = await ex
    .update(practiceConditions)
    .set(terms)
    .where(oneOf(practitionerId, id))
    .returning();
  return { before, after: after! };
}

/** Some people's conditions, in the order imposed. */
export async function findConditions(ex: Executor, practitionerIds: readonly number[]) {
  if (practitionerIds.length === 0) return [];
  const c = practiceConditions;
  return ex
    .select()
    .from(c)
    .where(inArray(c.practitionerId, [...practitionerIds]))
    .orderBy(asc(c.startsOn), asc(c.id));
}
