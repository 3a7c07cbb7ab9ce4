// The audit as the sampled practitioner meets it: from the notice on, their audits with the
// deadline, the log they would submit (or submitted) and the outcome; and the submission, which
// keeps the activities of the cycle as they stand. The person comes from the account's link to
// the register alone, and a selection of anyone else is "not found".
import {
  cpdAuditMessages,
  type PractitionerAudit,
  type PractitionerAudits,
} from "@portal/contract";
import type { Clock } from "../../../core/clock.ts";
import type { Db, Executor } from "../../../db/client.ts";
import { ClientError } from "../../../http/client-error.ts";
import { findLinkedPractitioner } from "../../register/index.ts";
import { sampledOf } from "./audit-views.ts";
import { findNoticedSelections, type SampleRow, writeEvidence } from "./audits-store.ts";
import { loggedActivities, submittedActivities } from "./evidence.ts";

export interface AuditPractitionerDeps {
  db: Db;
  clock: Clock;
}

async function auditsOfAccount(ex: Executor, userId: number): Promise<SampleRow[]> {
  const practitionerId = await findLinkedPractitioner(ex, userId);
  return practitionerId ? findNoticedSelections(ex, practitionerId) : [];
}

async function viewOf(ex: Executor, userId: number, row: SampleRow): Promise<PractitionerAudit> {
  const cycle = { startsOn: row.cycleStartsOn, endsOn: row.cycleEndsOn };
  const submitted = row.selection.evidenceFormIds;
  const activities = submitted
    ? await submittedActivities(ex, submitted, cycle)
    : await loggedActivities(ex, userId, cycle);
  const { status, evidenceSubmittedAt, outcome, remedialDue, note } = sampledOf(row);
  return {
    id: row.selection.id,
    profession: row.selection.profession,
    cycleStartsOn: row.cycleStartsOn,
    cycleEndsOn: row.cycleEndsOn,
    evidenceDue: row.evidenceDue!,
    status,
    evidenceSubmittedAt,
    outcome,
    remedialDue,
    // The registrar's words reach the practitioner with the outcome, not before.
    note: outcome ? note : "",
    activities,
  };
}

export function createAuditPractitioner(deps: AuditPractitionerDeps) {
  const { db } = deps;
  return {
    async audits(userId: number): Promise<PractitionerAudits> {
      const rows = await auditsOfAccount(db, userId);
      const items: PractitionerAudit[] = [];
      for (const row of rows) items.push(await viewOf(db, userId, row));
      return { items };
    },

    /** Submits the cycle's log as it stands for the audit `selectionId` of this account. */
    async submitEvidence(userId: number, selectionId: number): Promise<PractitionerAudit> {
      return db.transaction(async (tx) => {
        const row = (await auditsOfAccount(tx, userId)).find((r) => r.selection.id === selectionId);
        if (!row) throw new ClientError(404, cpdAuditMessages.notFound);
        if (row.selection.evidenceSubmittedAt) {
          throw new ClientError(409, cpdAuditMessages.alreadySubmitted);
        }
        const cycle = { startsOn: row.cycleStartsOn, endsOn: row.cycleEndsOn };
        const activities = await loggedActivities(tx, userId, cycle);
        if (activities.length === 0) throw new ClientError(409, cpdAuditMessages.nothingLogged);
        const evidence = {
          evidenceSubmittedAt: deps.clock(),
          evidenceFormIds: activities.map((a) => a.formId),
        };
        if (!(await writeEvidence(tx, selectionId, evidence))) {
          throw new ClientError(409, cpdAuditMessages.alreadySubmitted);
        }
        // The write changed only these two columns of the row read above, and only while they
        // were empty: the row with them applied is the selection as it now stands.
        return viewOf(tx, userId, { ...row, selection: { ...row.selection, ...evidence } });
      });
    },
  };
}

export type AuditPractitioner = ReturnType<typeof createAuditPractitioner>;
