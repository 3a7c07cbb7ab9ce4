// The national day of the load benchmark (`--national`): a register of 100,000 brought in by
// the import, as a regulator fills production, and on the day the next round opens the storm
// of practitioners beside the day's work of every instance's job runner: the opening's
// reminder to everyone who must renew (each an e-mail through a real SMTP peer, an activation
// link for those without an account), and the lapse of those whose last certificate's grace
// has ended. Written while no instance holds the database. Afterwards the figures say how
// long each took and whether every reminder went, once, to its one recipient.
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout } from "node:timers/promises";
import { addDays, calendarDateAt } from "@portal/contract";
import { and, count, eq, inArray, max, min } from "drizzle-orm";
import {
  earlierPractisingYear,
  nextPractisingYear,
  practisingYearOf,
} from "../../apps/registry/seed/practising-year.ts";
import {
  jobs,
  practisingCertificates,
  practisingRounds,
} from "../../apps/registry/src/db/schema.ts";
import { MAIL_JOB } from "../../apps/registry/src/modules/mail/outbox.ts";
import { importRegister } from "../../apps/registry/src/modules/register/import/import-register.ts";
import { LAPSE_JOB, REMINDERS_JOB } from "../../apps/registry/src/modules/renewal/plugin.ts";
import { type BenchDay, dayWorkDone, lastJobEnd, type Where, withDatabase } from "./load-day.ts";
import { TIME_ZONE } from "./load-renewal-day.ts";
import { writeRegisterFile } from "./register-file.ts";
import { startSmtpPeer } from "./smtp-peer-process.ts";

export interface NationalDay {
  round: string;
  today: string;
  /** People on the register once the import has run (the demo's included). */
  onRegister: number;
  importSeconds: number;
  /** Whose last certificate is last year's, its grace ended: today's lapse expires each. */
  lapsing: number;
  lapsedYear: string;
}

export async function prepareNationalDay(
  url: string,
  people: number,
  lapsing: number,
): Promise<NationalDay> {
  const today = calendarDateAt(new Date(), TIME_ZONE);
  const path = join(mkdtempSync(join(tmpdir(), "bench-national-")), "register.csv");
  const lastYear = {
    ...earlierPractisingYear(practisingYearOf(today), 1),
    status: "current" as const,
  };
  const lapses = (index: number) => (index >= people - lapsing ? [lastYear] : undefined);
  await writeRegisterFile(path, people, today, lapses);
  const lapsedYear = lastYear.year;
  return withDatabase({ url }, async (db) => {
    const started = performance.now();
    const report = await importRegister(db, path, { today });
    if (report.problems.length > 0) throw new Error(`import: ${report.problems[0]}`);
    const importSeconds = (performance.now() - started) / 1000;
    // Their grace has ended, so the import brought them in expired: as a register whose lapse
    // has not run yet holds them, they are current until today's lapse.
    const lapsed = await db
      .update(practisingCertificates)
      .set({ status: "current", expiredAt: null })
      .where(eq(practisingCertificates.year, lapsedYear))
      .returning({ id: practisingCertificates.id });
    // The next round opens today: its opening reminder is today's step, to everyone.
    const round = nextPractisingYear(today).year;
    await db
      .update(practisingRounds)
      .set({ opensOn: today, deadline: addDays(today, 60) })
      .where(eq(practisingRounds.year, round));
    await db
      .update(jobs)
      .set({ state: "queued", runAt: new Date(), attempts: 0, finishedAt: null })
      .where(inArray(jobs.kind, [REMINDERS_JOB, LAPSE_JOB]));
    const onRegister = report.added + report.alreadyThere;
    return { round, today, onRegister, importSeconds, lapsing: lapsed.length, lapsedYear };
  });
}

export interface NationalFigures {
  reminded: number;
  remindedTwice: number;
  expired: number;
  /** From the storm's start: the reminders' and the lapse's jobs done, mail delivered. */
  remindersDoneSeconds: number | undefined;
  lapseDoneSeconds: number | undefined;
  mail: { queued: number; delivered: number; firstSeconds?: number; lastSeconds?: number };
  /** What the SMTP peer received: messages, the register's people among their recipients. */
  received: ReturnType<typeof received>;
}

/** Mail jobs still to deliver (the wait after the storm ends). */
export async function mailStillQueued(url: string): Promise<number> {
  return withDatabase({ url }, async (db) => {
    const [row] = await db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), inArray(jobs.state, ["queued", "running"])));
    return row?.n ?? 0;
  });
}

/**
 * The peer's inbox: one file a message, named `<ms>-<n>-<recipient>.eml` (smtp-peer.ts); the
 * register's people (person-…@example.org, the peer writes person_…) among the recipients, and those sent two or more.
 */
function received(inbox: string) {
  const names = readdirSync(inbox).filter((name) => name.endsWith(".eml"));
  const perRecipient = new Map<string, number>();
  for (const name of names) {
    const to = name.split("-").slice(2).join("-");
    if (to.startsWith("person_")) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
  }
  const twice = [...perRecipient.values()].filter((times) => times > 1).length;
  return { messages: names.length, registerPeople: perRecipient.size, twice };
}

export async function nationalFigures(
  url: string,
  day: NationalDay,
  stormStartedAt: Date,
  inbox: string,
): Promise<NationalFigures> {
  return withDatabase({ url }, async (db) => {
    const done = await dayWorkDone(db, {
      round: day.round,
      step: "opens",
      lapsedYear: day.lapsedYear,
    });
    const since = (at: Date | null | undefined) =>
      at ? (at.getTime() - stormStartedAt.getTime()) / 1000 : undefined;
    const ended = (kind: string) => lastJobEnd(db, [kind], stormStartedAt);
    const [mail] = await db
      .select({ n: count(), first: min(jobs.finishedAt), last: max(jobs.finishedAt) })
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), eq(jobs.state, "done")));
    const queued = await mailStillQueued(url);
    return {
      ...done,
      remindersDoneSeconds: await ended(REMINDERS_JOB),
      lapseDoneSeconds: await ended(LAPSE_JOB),
      mail: {
        queued,
        delivered: mail?.n ?? 0,
        ...(mail?.first ? { firstSeconds: since(mail.first) } : {}),
        ...(mail?.last ? { lastSeconds: since(mail.last) } : {}),
      },
      received: received(inbox),
    };
  });
}

const seconds = (s: number | undefined) => (s === undefined ? "never" : `${s.toFixed(1)} s`);
const n = (count: number) => count.toLocaleString("en-NZ");

export function nationalReport(day: NationalDay, f: NationalFigures): string {
  const { firstSeconds, lastSeconds } = f.mail;
  const span = firstSeconds !== undefined && lastSeconds !== undefined;
  const rate = span ? f.mail.delivered / Math.max(lastSeconds - firstSeconds, 1) : 0;
  return (
    `national day ${day.today}: ${n(day.onRegister)} on the register ` +
    `(import ${day.importSeconds.toFixed(1)} s), ${day.round} opens today\n` +
    `  opening reminders: ${n(f.reminded)} recorded (${f.remindedTwice} twice), ` +
    `job done ${seconds(f.remindersDoneSeconds)} after the storm began\n` +
    `  e-mails: ${n(f.mail.delivered)} delivered between ${seconds(firstSeconds)} and ` +
    `${seconds(lastSeconds)} (${rate.toFixed(0)} a second), ${n(f.mail.queued)} still queued; ` +
    `the SMTP peer received ${n(f.received.messages)}, to ${n(f.received.registerPeople)} ` +
    `people of the register (${f.received.twice} of them twice)\n` +
    `  lapse: ${n(f.expired)} of ${n(day.lapsing)} expired, done ${seconds(f.lapseDoneSeconds)}\n`
  );
}

/** The day's work done once each: every reminder received once, every lapse. */
export function nationalFailures(target: string, day: NationalDay, f: NationalFigures): string[] {
  const failures: string[] = [];
  if (f.remindedTwice > 0 || f.received.twice > 0) {
    failures.push(`${target}: ${f.remindedTwice + f.received.twice} reminded twice`);
  }
  if (f.mail.queued > 0) failures.push(`${target}: ${f.mail.queued} e-mails not delivered`);
  if (f.received.messages !== f.mail.delivered) {
    failures.push(`${target}: ${f.received.messages} received of ${f.mail.delivered} delivered`);
  }
  if (f.expired !== day.lapsing) {
    failures.push(`${target}: ${f.expired} lapsed of ${day.lapsing}`);
  }
  return failures;
}

const MAIL_WAIT_MS = 30 * 60_000;

/** The national day as the storm's companion: `people` on the register, `lapsing` of them lapsing. */
export async function nationalDay(people: number, lapsing: number): Promise<BenchDay> {
  const peer = await startSmtpPeer();
  let day: NationalDay | undefined;
  const urlOf = (where: Where) => {
    if (!("url" in where)) throw new Error("--national runs on PostgreSQL only");
    return where.url;
  };
  return {
    env: { SMTP_URL: peer.url },
    async prepare(where) {
      day = await prepareNationalDay(urlOf(where), people, lapsing);
    },
    async settle(where) {
      const until = Date.now() + MAIL_WAIT_MS;
      while ((await mailStillQueued(urlOf(where))) > 0 && Date.now() < until)
        await setTimeout(2_000);
    },
    async outcome(where, stormStartedAt) {
      const figures = await nationalFigures(urlOf(where), day!, stormStartedAt, peer.inbox);
      return {
        report: nationalReport(day!, figures),
        failures: nationalFailures("national", day!, figures),
      };
    },
    dispose: () => peer.stop(),
  };
}
