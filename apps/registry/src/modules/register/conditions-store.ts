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

/** Sets a condition's terms; answers the row as it was and as it is, or undefined. */
export async function updateCondition(
  ex: Executor,
  practitionerId: number,
  id: number,
  terms: Partial<NewCondition>,
) {
  const c = practiceConditions;
  const where = and(eq(c.id, id), eq(c.practitionerId, practitionerId));
  const before = await firstRow(ex.select().from(c).where(where).for("update"));
  if (!before) return undefined;
  // Asked only to hold the row (a change checks it first): an UPDATE with nothing to set throws.
  if (Object.values(terms).every((value) => value === undefined)) return { before, after: before };
  const [after] = await ex.update(c).set(terms).where(where).returning();
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
