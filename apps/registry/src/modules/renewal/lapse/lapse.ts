// The lapse: once a day (once per cluster) every current certificate whose next round's grace
// has ended without a renewal expires – once, as the expiry only changes current certificates –
// and its holder is taken off the peer search, told by e-mail (at the register's e-mail, with a
// link to make an account, when they have none) with the record's followers, and
// recorded in the operators' audit trail. The register shows the certificate as expired from
// the day after its period, lapse or not (register/practising-standing.ts).
import { addDays, calendarDateAt } from "@portal/contract";
import type { Clock } from "../../../core/clock.ts";
import type { Db, Executor } from "../../../db/client.ts";
import { registerLetterMail } from "../../activation/index.ts";
import type { AuditTrail } from "../../audit/index.ts";
import { dailySlot, type JobRunner } from "../../jobs/index.ts";
import type { Outbox } from "../../mail/index.ts";
import {
  appendEvents,
  entryOf,
  findHeld,
  findLettersTo,
  findPractitionerMatch,
  type LetterTo,
  markPractisingLapsed,
  type NotifyFollowers,
} from "../../register/index.ts";
import { findRound } from "../rounds/index.ts";
import { lapsedText } from "./lapse-texts.ts";
import { expireLapsedCertificates, type LapsedCertificate } from "./store.ts";

// Named when the lapse was the certificates' own: jobs already written carry this name.
export const LAPSE_JOB = "certificates:lapse";

export interface LapseDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  outbox: Outbox;
  audit: AuditTrail;
  portalUrl: string;
  /** The followers of each lapsed record's public page are told, in the lapse's transaction. */
  notifyFollowers: NotifyFollowers;
  /** The instance stopping: the lapse ends between batches, the rest left to the next run. */
  stopping?: AbortSignal | undefined;
}

/**
 * Certificates expired, told and audited per transaction. Each lapse is a few statements, and on
 * PGlite every request waits behind the transaction under way: a batch of 50 held the one
 * connection about 1.3 s in the load bench's renewal day, and the storm's sign-ins, each
 * several statements, waited behind one such batch per statement (p95 12 s); 10 hold it about
 * a quarter of a second (p95 3.5 s).
 */
export const LAPSE_BATCH = 10;

/** Expires what has lapsed today; answers how many. */
export async function lapseCertificates(deps: LapseDeps): Promise<number> {
  let total = 0;
  for (;;) {
    deps.stopping?.throwIfAborted();
    const expired = await lapseBatch(deps);
    total += expired;
    if (expired < LAPSE_BATCH) return total;
  }
}

async function lapseBatch(deps: LapseDeps): Promise<number> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const today = calendarDateAt(now, deps.timeZone);
    const lapsed = await expireLapsedCertificates(tx, today, now, LAPSE_BATCH);
    const told: Array<{ userId: number | null; year: string; practitionerId: number }> = [];
    await markPractisingLapsed(
      tx,
      lapsed.map((c) => c.practitionerId),
    );
    await appendEvents(
      tx,
      lapsed.map((certificate) => ({
        practitionerId: certificate.practitionerId,
        kind: "certificate_lapsed" as const,
        effectiveOn: today,
        recordedAt: now,
        staffId: null,
        public: false,
        detail: { year: certificate.year, round: certificate.nextYear },
      })),
    );
    const letters = await findLettersTo(
      tx,
      lapsed.map((c) => c.practitionerId),
    );
    for (const certificate of lapsed) {
      await tellFollowers(tx, deps, certificate, today);
      const to = letters.get(certificate.practitionerId);
      const round = await findRound(tx, certificate.nextYear);
      if (to && to.email !== "" && round) {
        await tellHolder(tx, deps, { certificate, round, to, now });
      }
      told.push({ userId: to?.userId ?? null, ...certificate });
    }
    // The audit chain's lock is taken last in the transaction (decision 030).
    for (const t of told) {
      await deps.audit.recordIn(tx, {
        event: "certificate.expired",
        outcome: "success",
        userId: t.userId,
        detail: { practitionerId: t.practitionerId, year: t.year },
      });
    }
    return lapsed.length;
  });
}

/**
 * The holder is told at their account's e-mail, or at the register's with a link to make the
 * account they renew with.
 */
async function tellHolder(
  tx: Executor,
  deps: LapseDeps,
  lapse: {
    certificate: LapsedCertificate;
    round: { deadline: string; graceDays: number };
    to: LetterTo;
    now: Date;
  },
) {
  const { certificate, round, to } = lapse;
  const graceEnded = addDays(round.deadline, round.graceDays);
  const letter = await registerLetterMail(
    tx,
    { ...deps, now: lapse.now },
    {
      to,
      linkFor: graceEnded,
      text: (activation) =>
        lapsedText({
          year: certificate.year,
          endedOn: certificate.endsOn,
          graceEnded,
          portalUrl: deps.portalUrl,
          activation,
        }),
    },
  );
  await deps.outbox.enqueue(tx, letter, { bulk: true });
}

/**
 * The followers of the record are told that the certificate they last saw current ended: the
 * record as it stood on its period's last day, and as it stands today.
 */
async function tellFollowers(
  tx: Executor,
  deps: LapseDeps,
  lapsed: LapsedCertificate,
  today: string,
) {
  const stored = await findPractitionerMatch(tx, lapsed.practitionerId);
  if (!stored) return;
  const held = await findHeld(tx, lapsed.practitionerId);
  const certificates = held.certificates.map((c) =>
    c.id === lapsed.id ? { ...c, status: "current" as const } : c,
  );
  await deps.notifyFollowers(tx, lapsed.practitionerId, {
    before: entryOf(stored, { ...held, certificates }, lapsed.endsOn),
    after: entryOf(stored, held, today),
  });
}

/** The lapse as daily work of the job runner, in the regulator's time zone. */
export function scheduleLapse(jobs: JobRunner, deps: LapseDeps) {
  jobs.handle(LAPSE_JOB, {
    run: async (_payload, _job, stopping) => {
      await lapseCertificates({ ...deps, stopping });
    },
  });
  jobs.schedule(LAPSE_JOB, dailySlot(deps.timeZone));
}
