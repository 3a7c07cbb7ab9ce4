// SQL of the admin's rounds at the desk: every round with whether it is under way, a round
// whose period meets another's, and the writes, serialised so two admins' checks cannot pass
// side by side.
import { and, desc, eq, exists, gte, lte, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { anyRow } from "../../../db/rows.ts";
import {
  forms,
  practisingCertificates,
  practisingRounds,
  renewalReminders,
} from "../../../db/schema.ts";
import type { NewPractisingRound } from "./store.ts";

/**
 * A round is under way once anything was filed, issued or sent for its year: an APC joined
 * it, a certificate was issued for it or a reminder went out. Its year is then referred to,
 * and the figures those were made on stay.
 */
const underWay = (year: typeof practisingRounds.year) =>
  or(
    exists(sql`(select 1 from ${forms} where ${forms.apcYear} = ${year})`),
    exists(
      sql`(select 1 from ${practisingCertificates} where ${practisingCertificates.year} = ${year})`,
    ),
    exists(sql`(select 1 from ${renewalReminders} where ${renewalReminders.year} = ${year})`),
  );

/** Every round, the latest period first, with whether it is under way. */
export async function listRounds(ex: Executor) {
  return ex
    .select({ round: practisingRounds, opened: sql<boolean>`${underWay(practisingRounds.year)}` })
    .from(practisingRounds)
    .orderBy(desc(practisingRounds.startsOn));
}

/**
 * Takes the lock a round's write holds to its transaction's end (readers are not kept
 * waiting): the overlap and year checks that follow see every other write committed.
 */
export async function lockRounds(ex: Executor) {
  await ex.execute(sql`lock table ${practisingRounds} in share row exclusive mode`);
}

/** The round of `year` with whether it is under way. */
export async function findDeskRound(ex: Executor, year: string) {
  const [found] = await ex
    .select({ round: practisingRounds, opened: sql<boolean>`${underWay(practisingRounds.year)}` })
    .from(practisingRounds)
    .where(eq(practisingRounds.year, year));
  return found;
}

/** A round other than `except` whose period shares a day with startsOn–endsOn. */
export async function findOverlappingRound(
  ex: Executor,
  period: { startsOn: string; endsOn: string },
  except?: string,
) {
  const [found] = await ex
    .select({ year: practisingRounds.year })
    .from(practisingRounds)
    .where(
      and(
        lte(practisingRounds.startsOn, period.endsOn),
        gte(practisingRounds.endsOn, period.startsOn),
        except === undefined ? undefined : ne(practisingRounds.year, except),
      ),
    )
    .limit(1);
  return found?.year;
}

/** Adds the round; false when its year has one already. */
export async function insertRound(ex: Executor, round: NewPractisingRound) {
  return anyRow(
    ex
      .insert(practisingRounds)
      .values(round)
      .onConflictDoNothing()
      .returning({ year: practisingRounds.year }),
  );
}

/** Writes `round` over the round of `year` (which may take another year). */
export async function updateRound(ex: Executor, year: string, round: NewPractisingRound) {
  await ex.update(practisingRounds).set(round).where(eq(practisingRounds.year, year));
}
