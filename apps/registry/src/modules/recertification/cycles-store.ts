// SQL of the recertification cycles: the list, a profession's cycle that shares a day with a
// period, the cycles in force on a day, and the writes, serialised so two admins' overlap
// checks cannot pass side by side.
import { and, asc, desc, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { recertCycles } from "../../db/schema.ts";

export type CycleRow = typeof recertCycles.$inferSelect;
export type NewCycleRow = Omit<typeof recertCycles.$inferInsert, "id" | "createdAt">;

/** Every cycle: by profession, the latest first. */
export async function listCycles(ex: Executor): Promise<CycleRow[]> {
  return ex
    .select()
    .from(recertCycles)
    .orderBy(asc(recertCycles.profession), desc(recertCycles.startsOn));
}

export async function findCycle(ex: Executor, id: number): Promise<CycleRow | undefined> {
  const [found] = await ex.select().from(recertCycles).where(eq(recertCycles.id, id));
  return found;
}

/** Holds the cycles' writes apart to the transaction's end (readers are not kept waiting). */
export async function lockCycles(ex: Executor) {
  await ex.execute(sql`lock table ${recertCycles} in share row exclusive mode`);
}

/** A cycle of `profession` other than `except` that shares a day with startsOn–endsOn. */
export async function findOverlappingCycle(
  ex: Executor,
  period: { profession: string; startsOn: string; endsOn: string },
  except?: number,
): Promise<CycleRow | undefined> {
  const [found] = await ex
    .select()
    .from(recertCycles)
    .where(
      and(
        eq(recertCycles.profession, period.profession),
        lte(recertCycles.startsOn, period.endsOn),
        gte(recertCycles.endsOn, period.startsOn),
        except === undefined ? undefined : ne(recertCycles.id, except),
      ),
    )
    .limit(1);
  return found;
}

/** The cycles of `professions` in force on `day` (YYYY-MM-DD): one a profession at most. */
export async function cyclesOn(
  ex: Executor,
  professions: readonly string[],
  day: string,
): Promise<CycleRow[]> {
  if (professions.length === 0) return [];
  return ex
    .select()
    .from(recertCycles)
    .where(
      and(
        inArray(recertCycles.profession, [...professions]),
        lte(recertCycles.startsOn, day),
        gte(recertCycles.endsOn, day),
      ),
    )
    .orderBy(asc(recertCycles.profession));
}

export async function insertCycle(ex: Executor, cycle: NewCycleRow): Promise<number> {
  const [row] = await ex.insert(recertCycles).values(cycle).returning({ id: recertCycles.id });
  return row!.id;
}

export async function updateCycle(ex: Executor, id: number, cycle: NewCycleRow) {
  await ex.update(recertCycles).set(cycle).where(eq(recertCycles.id, id));
}
