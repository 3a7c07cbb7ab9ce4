// SQL of the professional development plans: a practitioner's goals and reviews in their
// cycles, and the writes, each scoped by the practitioner so another's goal is never reached.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { recertPlanGoals, recertPlanReviews } from "../../db/schema.ts";

export type GoalRow = typeof recertPlanGoals.$inferSelect;
export type ReviewRow = typeof recertPlanReviews.$inferSelect;
type GoalFields = Pick<GoalRow, "title" | "description" | "targetDate" | "changedAt">;

/** The practitioner's rows of a plan table in these cycles. */
const theirsInCycles = (
  table: typeof recertPlanGoals | typeof recertPlanReviews,
  practitionerId: number,
  cycleIds: readonly number[],
) => and(eq(table.practitionerId, practitionerId), inArray(table.cycleId, [...cycleIds]));

/** The practitioner's goal of this id: none when the id is another's. */
const theirGoal = (practitionerId: number, goalId: number) =>
  and(eq(recertPlanGoals.id, goalId), eq(recertPlanGoals.practitionerId, practitionerId));

/** The practitioner's goals in these cycles, by target date. */
export async function goalsOf(
  ex: Executor,
  practitionerId: number,
  cycleIds: readonly number[],
): Promise<GoalRow[]> {
  if (cycleIds.length === 0) return [];
  return ex
    .select()
    .from(recertPlanGoals)
    .where(theirsInCycles(recertPlanGoals, practitionerId, cycleIds))
    .orderBy(asc(recertPlanGoals.targetDate), asc(recertPlanGoals.id));
}

/** The practitioner's reviews in these cycles. */
export async function reviewsOf(
  ex: Executor,
  practitionerId: number,
  cycleIds: readonly number[],
): Promise<ReviewRow[]> {
  if (cycleIds.length === 0) return [];
  return ex
    .select()
    .from(recertPlanReviews)
    .where(theirsInCycles(recertPlanReviews, practitionerId, cycleIds));
}

/** The practitioner's goal of this id; undefined for none, or another's. */
export async function findGoal(
  ex: Executor,
  practitionerId: number,
  goalId: number,
): Promise<GoalRow | undefined> {
  const [found] = await ex.select().from(recertPlanGoals).where(theirGoal(practitionerId, goalId));
  return found;
}

export async function insertGoal(
  ex: Executor,
  goal: Omit<GoalRow, "id" | "createdAt">,
): Promise<GoalRow> {
  const [row] = await ex
    .insert(recertPlanGoals)
    .values({ ...goal, createdAt: goal.changedAt })
    .returning();
  return row!;
}

export async function updateGoal(
  ex: Executor,
  practitionerId: number,
  goalId: number,
  fields: GoalFields,
): Promise<void> {
  await ex.update(recertPlanGoals).set(fields).where(theirGoal(practitionerId, goalId));
}

export async function deleteGoal(ex: Executor, practitionerId: number, goalId: number) {
  await ex.delete(recertPlanGoals).where(theirGoal(practitionerId, goalId));
}

/** Records the cycle's review, or corrects the one recorded. */
export async function saveReview(ex: Executor, review: ReviewRow): Promise<void> {
  const { practitionerId, cycleId, ...rest } = review;
  await ex
    .insert(recertPlanReviews)
    .values(review)
    .onConflictDoUpdate({
      target: [recertPlanReviews.practitionerId, recertPlanReviews.cycleId],
      set: rest,
    });
}
