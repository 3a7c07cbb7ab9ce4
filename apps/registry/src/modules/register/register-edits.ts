// A registrar's edit of a practitioner's register record: their names, their practices with
// statuses, whether a peer may choose them, and the practising certificate of a year. The
// whole list is replaced in one transaction with the search rows and counts (store.ts) and the
// certificate (certificates-store.ts), so every surface answers the change as soon as it
// commits; the staff audit keeps what the record was and became. Practice types and statuses
// were checked against the contract's lists at the boundary (desk/register-record.ts); what a
// schema cannot see is checked here.
import {
  APC_PERIOD_PATTERN,
  type CertificateEdit,
  calendarDateAt,
  type RegisterEditBody,
  type RegisterRecord,
  registerRefusals,
} from "@portal/contract";
import { toStoredDate } from "@portal/forms";
import type { Clock } from "../../core/clock.ts";
import type { Db, Executor } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { findCertificates, setCertificate } from "./certificates-store.ts";
import { changingRecord } from "./changing-record.ts";
import { editEvents } from "./edit-events.ts";
import { appendEvents } from "./history-store.ts";
import { certificateWordsOf, shownCertificateOf } from "./practising-standing.ts";
import type { NotifyFollowers } from "./record-change.ts";
import { findPractitionerRecord, replacePractices } from "./store.ts";

/** The staff audit's entry of an edit, with the record before and after it. */
export interface RegisterEditEntry {
  staffId: number;
  /** register.updated, or a change of the conditions. */
  action:
    | "register.updated"
    | "register.condition_imposed"
    | "register.condition_varied"
    | "register.condition_lifted";
  submissionId: null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export interface RegisterEditDeps {
  db: Db;
  clock: Clock;
  /** The regulator's time zone: where a certificate stands is read on its calendar day. */
  timeZone: string;
  /**
   * Appends to the staff audit in the edit's own transaction. Given by the app: the staff
   * audit is kept by the desk's modules, which write the register through this one, so the
   * register imports none of them.
   */
  recordStaffAction: (tx: Executor, at: Date, entry: RegisterEditEntry) => Promise<unknown>;
  /** Tells the followers of the public record what the edit changed, in its transaction. */
  notifyFollowers: NotifyFollowers;
}

type Found = NonNullable<Awaited<ReturnType<typeof findPractitionerRecord>>>;

async function recordOf(ex: Executor, { person, practices }: Found, today: string) {
  const held = await findCertificates(ex, person.id);
  const shown = shownCertificateOf(held, today);
  const record: RegisterRecord = {
    personId: person.personId,
    firstNames: person.firstNames,
    surname: person.surname,
    eligible: person.eligible,
    volunteer: person.volunteer,
    practices: practices.map((p) => ({
      practice: p.practice,
      qualifications: p.qualifications,
      registrationDate: p.registrationDate,
      hpiNumber: p.hpiNumber,
      status: p.status,
    })),
    certificate: shown ? { year: shown.certificate.year, ...certificateWordsOf(shown) } : null,
  };
  return record;
}

/** Start and end of "DD/MM/YYYY - DD/MM/YYYY" as YYYY-MM-DD, when both are real dates. */
function periodDates(period: string): [string, string] | undefined {
  const m = APC_PERIOD_PATTERN.exec(period);
  if (!m) return undefined;
  const start = toStoredDate(`${m[1]}/${m[2]}/${m[3]}`);
  const end = toStoredDate(`${m[4]}/${m[5]}/${m[6]}`);
  return start && end ? [start, end] : undefined;
}

/** Every problem of the edit that the contract's schema cannot see, in one message. */
function problemsOf(edit: RegisterEditBody): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const p of edit.practices) {
    if (seen.has(p.practice)) problems.push(registerRefusals.practiceTwice(p.practice));
    seen.add(p.practice);
  }
  if (edit.firstNames?.trim() === "" || edit.surname?.trim() === "") {
    problems.push(registerRefusals.blankName);
  }
  const period = edit.certificate?.period;
  if (period !== undefined && !certificateDates(period)) {
    problems.push(registerRefusals.badPeriod(period));
  }
  return [...new Set(problems)];
}

/** The period's dates when they are real and in order, with the practising year it starts. */
export function certificateDates(period: string) {
  const dates = periodDates(period);
  if (!dates || dates[0] >= dates[1]) return undefined;
  const starts = Number(dates[0].slice(0, 4));
  return { year: `${starts}/${starts + 1}`, startsOn: dates[0], endsOn: dates[1] };
}

/** What the staff audit keeps of a record, before and after an edit. */
const auditedOf = (r: RegisterRecord) => ({
  personId: r.personId,
  firstNames: r.firstNames,
  surname: r.surname,
  eligible: r.eligible,
  practices: r.practices,
  certificate: r.certificate,
});

/** The certificate a registrar set, in the edit's transaction: its year, period and status. */
async function setEdited(tx: Executor, practitionerId: number, edit: CertificateEdit, at: Date) {
  const dates = certificateDates(edit.period)!;
  const status = edit.status === "Current" ? "current" : "expired";
  await setCertificate(tx, { practitionerId, ...dates, status, formId: null, at });
  return { year: dates.year, period: edit.period, status: edit.status };
}

export function createRegisterEdits(deps: RegisterEditDeps) {
  const { db } = deps;
  const today = (at: Date) => calendarDateAt(at, deps.timeZone);

  /**
   * The edit in `tx` at `at`; its history events effective on `effectiveOn` (today when not
   * given: a case's suspension names the day it starts).
   */
  async function editIn(
    tx: Executor,
    actor: { staffId: number },
    personId: string,
    edit: RegisterEditBody,
    at: Date,
    effectiveOn?: string,
  ): Promise<RegisterRecord> {
    const problems = problemsOf(edit);
    if (problems.length > 0) throw new ClientError(422, problems.join(" "));
    const found = await findPractitionerRecord(tx, personId, true);
    if (!found) throw new ClientError(404, registerRefusals.personNotFound);
    const practitionerId = found.person.id;
    const day = today(at);
    const before = await recordOf(tx, found, day);
    const { notifyFollowers } = deps;
    const certificate = await changingRecord(
      tx,
      { practitionerId, today: day, notifyFollowers },
      async () => {
        await replacePractices(tx, practitionerId, {
          ...edit,
          firstNames: edit.firstNames?.trim(),
          surname: edit.surname?.trim(),
        });
        return edit.certificate && setEdited(tx, practitionerId, edit.certificate, at);
      },
    );
    const after = await recordOf(tx, (await findPractitionerRecord(tx, personId))!, day);
    const { staffId } = actor;
    const recorded = { practitionerId, staffId, today: effectiveOn ?? day, at };
    await appendEvents(tx, editEvents({ before, after }, certificate, recorded));
    await deps.recordStaffAction(tx, at, {
      staffId: actor.staffId,
      action: "register.updated",
      submissionId: null,
      before: auditedOf(before),
      after: auditedOf(after),
    });
    return after;
  }

  return {
    async read(personId: string): Promise<RegisterRecord> {
      const found = await findPractitionerRecord(db, personId);
      if (!found) throw new ClientError(404, registerRefusals.personNotFound);
      return recordOf(db, found, today(deps.clock()));
    },

    /** The edit of a staff member (the desk's guard let them in), recorded as theirs. */
    edit: (actor: { staffId: number }, personId: string, edit: RegisterEditBody) =>
      db.transaction((tx) => editIn(tx, actor, personId, edit, deps.clock())),

    /**
     * Every registered scope of the person suspended, from `from`, by the desk's own edit (its
     * history events, staff audit and followers' e-mail) in the caller's transaction: a case's
     * outcome closes the case in the same one.
     */
    async suspendIn(
      tx: Executor,
      actor: { staffId: number },
      personId: string,
      from: string,
      at: Date,
    ): Promise<RegisterRecord> {
      const found = await findPractitionerRecord(tx, personId, true);
      if (!found) throw new ClientError(404, registerRefusals.personNotFound);
      const practices = (await recordOf(tx, found, today(at))).practices.map((p) => ({
        ...p,
        status: p.status === "Registered" ? "Suspended" : p.status,
      }));
      // As held (an older import's text read back as written): the edit takes the record's own.
      const edit = { practices } as RegisterEditBody;
      return editIn(tx, actor, personId, edit, at, from);
    },
  };
}

export type RegisterEdits = ReturnType<typeof createRegisterEdits>;
