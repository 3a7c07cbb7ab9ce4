// The renewal-deadline day of the load benchmark: the eve of the round's deadline, when the
// rush is at its height, with the day's scheduled work running beside it. Written while no
// instance holds the database:
// - every storm practitioner holds this year's certificate and is linked to a register record,
//   so today's "1 day before the deadline" reminder is due to each of them;
// - `lapsing` more practitioners (accounts and records) hold last year's certificate, whose
//   next round's grace has long ended, so today's lapse expires them and tells each by e-mail;
// - today's daily jobs, run by the first start that wrote the demo data, are due again.
// Afterwards the figures say how long the work took beside the rush and whether each reminder
// and each lapse happened once.
import { randomBytes } from "node:crypto";
import { addDays, calendarDateAt } from "@portal/contract";
import { asc, count, eq, inArray } from "drizzle-orm";
import { nextPractisingYear } from "../../apps/registry/seed/practising-year.ts";
import {
  jobs,
  practisingCertificates,
  practisingRounds,
  practitioners,
  users,
} from "../../apps/registry/src/db/schema.ts";
import { hashPassword } from "../../apps/registry/src/modules/auth/password.ts";
import { MAIL_JOB } from "../../apps/registry/src/modules/mail/outbox.ts";
import {
  linkPractitioner,
  setCertificate,
} from "../../apps/registry/src/modules/register/index.ts";
import { LAPSE_JOB, REMINDERS_JOB } from "../../apps/registry/src/modules/renewal/plugin.ts";
import { insertUser } from "../../apps/registry/src/modules/users/store.ts";

import { type BenchDay, dayWorkDone, lastJobEnd, type Where, withDatabase } from "./load-day.ts";

/** The regulator's zone: the bench gives it to the service (TIME_ZONE) and dates the day by it. */
export const TIME_ZONE = "Pacific/Auckland";
const HELD = { year: "2026/2027", startsOn: "2026-04-01", endsOn: "2027-03-31" };
const LAPSED = { year: "2025/2026", startsOn: "2025-04-01", endsOn: "2026-03-31" };
const DAY_JOBS = [REMINDERS_JOB, LAPSE_JOB];

export interface RenewalDay {
  round: string;
  today: string;
  reminded: number;
  lapsing: number;
}

const certificate = (practitionerId: number, held: typeof HELD) => ({
  practitionerId,
  ...held,
  status: "current" as const,
  formId: null,
  at: new Date(),
});

export async function prepareRenewalDay(
  where: Where,
  stormEmails: string[],
  lapsing: number,
): Promise<RenewalDay> {
  return withDatabase(where, async (db) => {
    const today = calendarDateAt(new Date(), TIME_ZONE);
    const round = nextPractisingYear(today).year;
    // The eve of the deadline, the round open for a month: the 1-day reminder is today's step.
    await db
      .update(practisingRounds)
      .set({ opensOn: addDays(today, -30), deadline: addDays(today, 1) })
      .where(eq(practisingRounds.year, round));
    const records = await db
      .select({ id: practitioners.id })
      .from(practitioners)
      .orderBy(asc(practitioners.id))
      .limit(stormEmails.length + lapsing);
    if (records.length < stormEmails.length + lapsing) {
      throw new Error(`the register holds ${records.length} people, fewer than the day needs`);
    }
    const accounts = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, stormEmails));
    for (const [i, account] of accounts.entries()) {
      await linkPractitioner(db, account.id, records[i]!.id);
      await setCertificate(db, certificate(records[i]!.id, HELD));
    }
    // They never sign in: one hash of a password nobody knows.
    const passwordHash = await hashPassword(randomBytes(18).toString("base64url"));
    for (let i = 0; i < lapsing; i++) {
      const record = records[stormEmails.length + i]!;
      const userId = await insertUser(db, {
        email: `lapsing-${i}@example.test`,
        passwordHash,
        firstName: `Lapsing ${i}`,
      });
      if (userId === undefined) throw new Error(`lapsing-${i}@example.test exists already`);
      await linkPractitioner(db, userId, record.id);
      // Only last year's certificate, as the demo register would hold it for the lapsing.
      await db
        .delete(practisingCertificates)
        .where(eq(practisingCertificates.practitionerId, record.id));
      await setCertificate(db, certificate(record.id, LAPSED));
    }
    await db
      .update(jobs)
      .set({ state: "queued", runAt: new Date(), attempts: 0, finishedAt: null })
      .where(inArray(jobs.kind, DAY_JOBS));
    return { round, today, reminded: accounts.length, lapsing };
  });
}

export interface RenewalDayFigures {
  remindersRecorded: number;
  remindersDoubled: number;
  expired: number;
  /** From the storm's start to each day job's end, and to the last e-mail delivered. */
  remindersDoneSeconds: number | undefined;
  lapseDoneSeconds: number | undefined;
  lastMailSeconds: number | undefined;
  mailsDelivered: number;
  mailsNotDelivered: number;
}

export async function renewalDayFigures(
  where: Where,
  day: RenewalDay,
  stormStartedAt: Date,
): Promise<RenewalDayFigures> {
  return withDatabase(where, async (db) => {
    const done = await dayWorkDone(db, {
      round: day.round,
      step: "1-days",
      lapsedYear: LAPSED.year,
    });
    const ended = (kinds: string[]) => lastJobEnd(db, kinds, stormStartedAt);
    const mails = await db
      .select({ state: jobs.state, n: count() })
      .from(jobs)
      .where(eq(jobs.kind, MAIL_JOB))
      .groupBy(jobs.state);
    const delivered = mails.find((m) => m.state === "done")?.n ?? 0;
    return {
      remindersRecorded: done.reminded,
      remindersDoubled: done.remindedTwice,
      expired: done.expired,
      remindersDoneSeconds: await ended([REMINDERS_JOB]),
      lapseDoneSeconds: await ended([LAPSE_JOB]),
      lastMailSeconds: await ended([MAIL_JOB]),
      mailsDelivered: delivered,
      mailsNotDelivered: mails.reduce((n, m) => n + m.n, 0) - delivered,
    };
  });
}

const seconds = (s: number | undefined) => (s === undefined ? "never" : `${s.toFixed(1)} s`);

export function dayReport({
  planned,
  figures: f,
}: {
  planned: RenewalDay;
  figures: RenewalDayFigures;
}): string {
  return (
    `renewal day ${planned.today}, eve of ${planned.round}'s deadline, beside the storm:\n` +
    `  reminders: ${f.remindersRecorded} of ${planned.reminded} recorded ` +
    `(${f.remindersDoubled} twice), done ${seconds(f.remindersDoneSeconds)} after the storm began\n` +
    `  lapsed: ${f.expired} of ${planned.lapsing}, done ${seconds(f.lapseDoneSeconds)}\n` +
    `  e-mails: ${f.mailsDelivered} delivered (the last ${seconds(f.lastMailSeconds)}), ` +
    `${f.mailsNotDelivered} still queued at the stop\n`
  );
}

/** The day's work done once each: every reminder, every lapse. */
export function dayFailures(
  target: string,
  day: { planned: RenewalDay; figures: RenewalDayFigures },
): string[] {
  const { planned, figures: f } = day;
  const failures: string[] = [];
  if (f.remindersRecorded !== planned.reminded || f.remindersDoubled > 0) {
    failures.push(`${target}: ${f.remindersRecorded} reminders for ${planned.reminded}`);
  }
  if (f.expired !== planned.lapsing) {
    failures.push(`${target}: ${f.expired} lapsed of ${planned.lapsing}`);
  }
  return failures;
}

/** The renewal-deadline day as the storm's companion. */
export function renewalDay(lapsing: number): BenchDay {
  let planned: RenewalDay | undefined;
  return {
    env: {},
    async prepare(where, stormEmails) {
      planned = await prepareRenewalDay(where, stormEmails, lapsing);
    },
    async settle() {},
    async outcome(where, stormStartedAt) {
      const day = {
        planned: planned!,
        figures: await renewalDayFigures(where, planned!, stormStartedAt),
      };
      return { report: dayReport(day), failures: dayFailures("renewal day", day) };
    },
    async dispose() {},
  };
}
