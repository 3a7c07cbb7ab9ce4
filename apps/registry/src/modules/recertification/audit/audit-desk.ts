// The audit as the desk reads it and decides it: the audits with their counts, one audit with
// every draw and its sample, the sample as CSV, a sampled practitioner's evidence (opened and
// downloaded only by staff, each in the staff audit) and the registrar's outcome, recorded once.
import {
  type AuditView,
  auditRefusals,
  calendarDateAt,
  type OutcomeBody,
  type SampledEvidence,
} from "@portal/contract";
import type { Executor } from "../../../db/client.ts";
import { ClientError } from "../../../http/client-error.ts";
import type { Download } from "../../../http/downloads.ts";
import { downloadFormFile, listFilesOfForms } from "../../files/index.ts";
import type { RecertDeskDeps } from "../desk-deps.ts";
import { auditStepRecorder } from "./audit-steps.ts";
import { drawOf, sampleCsv, sampledOf, summaryOf } from "./audit-views.ts";
import {
  type AuditRow,
  findAudit,
  findDraws,
  findSampled,
  findSamples,
  listAudits,
  writeOutcome,
} from "./audits-store.ts";
import { submittedActivities } from "./evidence.ts";

type Actor = { staffId: number };

const byAudit = <T extends { auditId: number }>(rows: readonly T[], id: number) =>
  rows.filter((row) => row.auditId === id);

export function createAuditDesk(deps: RecertDeskDeps) {
  const { db } = deps;
  const record = auditStepRecorder(deps);

  async function auditOrRefuse(ex: Executor, id: number): Promise<AuditRow> {
    const audit = Number.isSafeInteger(id) ? await findAudit(ex, id) : undefined;
    if (!audit) throw new ClientError(404, auditRefusals.notFound);
    return audit;
  }

  async function sampledOrRefuse(ex: Executor, auditId: number, selectionId: number) {
    await auditOrRefuse(ex, auditId);
    const found = Number.isSafeInteger(selectionId)
      ? await findSampled(ex, auditId, selectionId)
      : undefined;
    if (!found) throw new ClientError(404, auditRefusals.selectionNotFound);
    return found;
  }

  return {
    async list() {
      const audits = await listAudits(db);
      const ids = audits.map((a) => a.id);
      const [draws, samples] = await Promise.all([findDraws(db, ids), findSamples(db, ids)]);
      const now = deps.clock();
      return audits.map((audit) =>
        summaryOf(audit, byAudit(draws, audit.id).at(-1)!, byAudit(samples, audit.id), now),
      );
    },

    async view(id: number): Promise<AuditView> {
      const audit = await auditOrRefuse(db, id);
      const [draws, sample] = await Promise.all([findDraws(db, [id]), findSamples(db, [id])]);
      const current = draws.at(-1)!;
      return {
        ...summaryOf(audit, current, sample, deps.clock()),
        draws: draws.map((draw) => drawOf(draw, draw === current)),
        sample: sample.map(sampledOf),
      };
    },

    async csv(id: number) {
      const audit = await auditOrRefuse(db, id);
      const sample = await findSamples(db, [id]);
      return { fileName: `recertification-audit-${audit.onDay}-${id}.csv`, csv: sampleCsv(sample) };
    },

    /** What the practitioner submitted, opened by `actor`, in the staff audit. */
    async evidence(actor: Actor, auditId: number, selectionId: number): Promise<SampledEvidence> {
      const row = await sampledOrRefuse(db, auditId, selectionId);
      const cycle = { startsOn: row.cycleStartsOn, endsOn: row.cycleEndsOn };
      const activities = await submittedActivities(db, row.selection.evidenceFormIds ?? [], cycle);
      await record(db, "evidence_viewed", actor, { auditId, selectionId });
      return {
        ...sampledOf(row),
        auditId,
        cycleStartsOn: row.cycleStartsOn,
        cycleEndsOn: row.cycleEndsOn,
        evidenceDue: row.evidenceDue,
        activities,
      };
    },

    /** An upload of a submitted activity, and only of one: any other file is "not found". */
    async downloadFile(
      actor: Actor,
      auditId: number,
      selectionId: number,
      fileId: number,
    ): Promise<Download> {
      const row = await sampledOrRefuse(db, auditId, selectionId);
      // The submitted forms' file list (no bytes, no answers) says which of them holds the
      // upload; a file of none of them, or a form's PDF or invoice, is "not found" below.
      const submitted = await listFilesOfForms(db, row.selection.evidenceFormIds ?? []);
      const upload = submitted.find((file) => file.id === fileId && file.type === "other");
      return downloadFormFile(db, upload?.formId ?? -1, fileId, (file) =>
        record(db, "file_downloaded", actor, { auditId, selectionId, ...file }),
      );
    },

    async recordOutcome(actor: Actor, auditId: number, selectionId: number, body: OutcomeBody) {
      const today = calendarDateAt(deps.clock(), deps.timeZone);
      const remedial = body.outcome === "remedial";
      if (remedial && (!body.remedialDue || body.remedialDue <= today)) {
        throw new ClientError(400, auditRefusals.remedialDue);
      }
      await db.transaction(async (tx) => {
        const row = await sampledOrRefuse(tx, auditId, selectionId);
        if (!row.selection.evidenceSubmittedAt) {
          throw new ClientError(409, auditRefusals.noEvidence);
        }
        const outcome = {
          outcome: body.outcome,
          remedialDue: remedial ? body.remedialDue! : null,
          note: body.note,
          decidedBy: actor.staffId,
          decidedAt: deps.clock(),
        };
        if (!(await writeOutcome(tx, selectionId, outcome))) {
          throw new ClientError(409, auditRefusals.outcomeRecorded);
        }
        const { decidedBy: _, decidedAt: __, ...detail } = outcome;
        await record(tx, "outcome_recorded", actor, { auditId, selectionId, ...detail });
      });
    },
  };
}

export type AuditDesk = ReturnType<typeof createAuditDesk>;
