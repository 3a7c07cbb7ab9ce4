// A registrar's edit of a practitioner's register record: their practices
// with statuses and certificate periods, and whether a peer may choose them. The whole list is
// replaced in one transaction with the search rows and counts (store.ts), so the peer and
// volunteer searches answer the change as soon as it commits; the staff audit keeps what the
// record was and became. Names and statuses were checked against the contract's lists at the
// boundary (desk/register-record.ts); what a schema cannot see is checked here.
import {
  APC_PERIOD_PATTERN,
  type RegisterEditBody,
  type RegisterRecord,
  registerRefusals,
} from "@portal/contract";
import { toStoredDate } from "@portal/forms";
import type { Db, Executor } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import type { Clock } from "../sessions/index.ts";
import type { NotifyFollowers } from "./record-change.ts";
import { findPractitionerRecord, replacePractices } from "./store.ts";

/** The staff audit's entry of an edit, with the record before and after it. */
export interface RegisterEditEntry {
  staffId: number;
  action: "register.updated";
  submissionId: null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export interface RegisterEditDeps {
  db: Db;
  clock: Clock;
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

function recordOf({ person, practices }: Found): RegisterRecord {
  return {
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
      apcStatus: p.apcStatus,
      apcPeriod: p.apcPeriod,
    })),
  };
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
    if (p.apcPeriod !== "") {
      const dates = periodDates(p.apcPeriod);
      if (!dates || dates[0] >= dates[1]) problems.push(registerRefusals.badPeriod(p.apcPeriod));
    } else if (p.apcStatus === "Current") {
      problems.push(registerRefusals.currentWithoutPeriod(p.practice));
    }
  }
  return [...new Set(problems)];
}

export function createRegisterEdits(deps: RegisterEditDeps) {
  const { db } = deps;
  return {
    async read(personId: string): Promise<RegisterRecord> {
      const found = await findPractitionerRecord(db, personId);
      if (!found) throw new ClientError(404, registerRefusals.personNotFound);
      return recordOf(found);
    },

    /** The edit of a staff member (the desk's guard let them in), recorded as theirs. */
    async edit(actor: { staffId: number }, personId: string, edit: RegisterEditBody) {
      const problems = problemsOf(edit);
      if (problems.length > 0) throw new ClientError(422, problems.join(" "));
      return db.transaction(async (tx) => {
        const found = await findPractitionerRecord(tx, personId, true);
        if (!found) throw new ClientError(404, registerRefusals.personNotFound);
        const before = recordOf(found);
        const change = await replacePractices(tx, found.person.id, edit);
        if (change) await deps.notifyFollowers(tx, found.person.id, change);
        const after = recordOf((await findPractitionerRecord(tx, personId))!);
        await deps.recordStaffAction(tx, deps.clock(), {
          staffId: actor.staffId,
          action: "register.updated",
          submissionId: null,
          before: { personId, eligible: before.eligible, practices: before.practices },
          after: { personId, eligible: after.eligible, practices: after.practices },
        });
        return after;
      });
    },
  };
}

export type RegisterEdits = ReturnType<typeof createRegisterEdits>;
