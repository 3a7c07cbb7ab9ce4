// The audit's letters: the notice once the admin sends them, then reminders keyed to the
// evidence deadline – 14, 7 and 1 days before it and the day after – to each sampled
// practitioner who has not submitted, through the outbox, each step recorded so it reaches
// them once. A practitioner missed by a step (a letter that failed, an e-mail added later)
// gets the step due now, never the ones passed. The daily job also finishes notices an
// instance stopped sending.
import { addDays, calendarDateAt } from "@portal/contract";
import type { Clock } from "../../../core/clock.ts";
import type { Db } from "../../../db/client.ts";
import { registerLetterMail, sendLettersInBatches } from "../../activation/index.ts";
import { dailySlot, type JobRunner } from "../../jobs/index.ts";
import type { Outbox } from "../../mail/index.ts";
import { findLettersTo } from "../../register/index.ts";
import { type AuditLetterKind, auditLetterText } from "./audit-letter-texts.ts";
import { findAwaitingEvidence, recordAuditReminder } from "./audits-store.ts";

export const AUDIT_LETTERS_JOB = "recertification:audit-letters";
export const AUDIT_REMINDER_DAYS = [14, 7, 1] as const;

export interface AuditLetterDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  outbox: Outbox;
  portalUrl: string;
}

/** The letter due on `today` for evidence due on `evidenceDue`. */
export function dueLetter(evidenceDue: string, today: string) {
  if (today > evidenceDue) return { step: "overdue", kind: "overdue" as AuditLetterKind };
  const reminder = AUDIT_REMINDER_DAYS.filter((days) => addDays(evidenceDue, -days) <= today).at(
    -1,
  );
  if (reminder === undefined) return { step: "notice", kind: "notice" as AuditLetterKind };
  return { step: `${reminder}-days`, kind: "reminder" as AuditLetterKind };
}

/** Sends each awaited practitioner the letter due today; answers how many went. */
export async function sendAuditLetters(deps: AuditLetterDeps): Promise<number> {
  const now = deps.clock();
  const today = calendarDateAt(now, deps.timeZone);
  const awaiting = await findAwaitingEvidence(deps.db);
  const letters = await findLettersTo(
    deps.db,
    awaiting.map((row) => row.selection.practitionerId),
  );
  const reachable = awaiting.flatMap((row) => {
    const to = letters.get(row.selection.practitionerId);
    return to?.email ? [{ row, to, due: dueLetter(row.evidenceDue!, today) }] : [];
  });
  return sendLettersInBatches(deps, reachable, {
    record: (tx, { row, due }) =>
      recordAuditReminder(tx, { selectionId: row.selection.id, step: due.step, sentAt: now }),
    mail: (tx, { row, to, due }) =>
      registerLetterMail(
        tx,
        { ...deps, now },
        {
          to,
          linkFor: row.evidenceDue!,
          text: (activation) =>
            auditLetterText(due.kind, {
              cycleStartsOn: row.cycleStartsOn,
              cycleEndsOn: row.cycleEndsOn,
              evidenceDue: row.evidenceDue!,
              portalUrl: deps.portalUrl,
              activation,
            }),
        },
      ),
  });
}

/** The letters as daily work of the job runner, in the regulator's time zone. */
export function scheduleAuditLetters(jobs: JobRunner, deps: AuditLetterDeps) {
  jobs.handle(AUDIT_LETTERS_JOB, {
    run: async () => {
      await sendAuditLetters(deps);
    },
  });
  jobs.schedule(AUDIT_LETTERS_JOB, dailySlot(deps.timeZone));
}
