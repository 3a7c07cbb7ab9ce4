// SQL of practising rounds: a round by its year, the round that follows a certificate's period,
// and the round open for applications on a day.
import { addDays } from "@portal/contract";
import { desc, eq, lte } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { firstRow } from "../../../db/rows.ts";
import { practisingRounds } from "../../../db/schema.ts";

export type PractisingRound = typeof practisingRounds.$inferSelect;
export type NewPractisingRound = typeof practisingRounds.$inferInsert;

export async function findRound(ex: Executor, year: string) {
  return firstRow(ex.select().from(practisingRounds).where(eq(practisingRounds.year, year)));
}

/**
 * The round whose period starts the day after a certificate's ended (`endsOn`): the one that
 * certificate is renewed in, and lapses by – the lapse joins them the same way.
 */
export async function findRoundAfter(ex: Executor, endsOn: string) {
  return firstRow(
    ex
      .select()
      .from(practisingRounds)
      .where(eq(practisingRounds.startsOn, addDays(endsOn, 1))),
  );
}

/** The latest round opened on or before `day` (YYYY-MM-DD): the one new applications join. */
export async function findOpenRound(ex: Executor, day: string) {
  return firstRow(
    ex
      .select()
      .from(practisingRounds)
      .where(lte(practisingRounds.opensOn, day))
      .orderBy(desc(practisingRounds.opensOn))
      .limit(1),
  );
}

/** A round for a year that has none (a year's round, once set, is kept as it is). */
export async function addRound(ex: Executor, round: NewPractisingRound) {
  await ex.insert(practisingRounds).values(round).onConflictDoNothing();
}
