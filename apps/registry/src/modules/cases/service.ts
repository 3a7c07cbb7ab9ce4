// The desk's cases as services (their routes, routes.ts and step-routes.ts, stand behind the
// staff guard's "cases" access): the queue, figures and CSV (case-lists.ts), a case read as a
// view (read-case.ts) and its files, claims (claims.ts), and the steps of working it – triage and
// stage moves (triage.ts), notes and tasks (notes-and-tasks.ts), letters (letters.ts) and the
// outcome (outcome.ts) – each run by case-steps.ts: only by the case's claimant, with its events
// and staff audit record in one transaction; and the stages the admins set (case-stages.ts).
import type {
  CaseLetterBody,
  CaseNoteBody,
  CaseOutcomeBody,
  CaseQuery,
  CaseStageMove,
  CaseTaskBody,
  CaseTriage,
} from "@portal/contract";
import { downloadFormFile } from "../files/index.ts";
import type { CaseActor, CaseDeps } from "./case-deps.ts";
import { caseFigures, casesCsv, listCases } from "./case-lists.ts";
import { createCaseStages } from "./case-stages.ts";
import { runStep } from "./case-steps.ts";
import { createClaims } from "./claims.ts";
import { sendLetter } from "./letters.ts";
import { noteStep, taskDoneStep, taskStep } from "./notes-and-tasks.ts";
import { outcomeStep } from "./outcome.ts";
import { caseOrRefuse, viewCase } from "./read-case.ts";
import { stageStep, triageStep } from "./triage.ts";

export type { CaseActor, CaseDeps } from "./case-deps.ts";

export function createCaseService(deps: CaseDeps) {
  const { db } = deps;
  const step = (
    actor: CaseActor,
    reference: string,
    work: Parameters<typeof runStep>[3],
    onClosed?: "allowed",
  ) => runStep(deps, actor, reference, work, onClosed);
  return {
    list: (actor: CaseActor, query: CaseQuery) => listCases(deps, actor.staffId, query),
    figures: () => caseFigures(deps),
    csv: () => casesCsv(deps),
    view: (actor: CaseActor, reference: string) => viewCase(deps, actor, reference),

    /** A file of the case's concern (never another form's), recorded in the staff audit. */
    async downloadFile(actor: CaseActor, reference: string, fileId: number) {
      const found = await caseOrRefuse(db, reference);
      return downloadFormFile(db, found.formId, fileId, (file) =>
        deps.audit.recordIn(db, {
          staffId: actor.staffId,
          action: "case.file_downloaded",
          submissionId: null,
          after: { reference, ...file },
        }),
      );
    },

    ...createClaims(deps),
    stages: createCaseStages(deps),

    triage: (actor: CaseActor, reference: string, body: CaseTriage) =>
      step(actor, reference, triageStep(body, actor.staffId)),
    moveStage: (actor: CaseActor, reference: string, body: CaseStageMove) =>
      step(actor, reference, stageStep(body, actor.staffId)),
    addNote: (actor: CaseActor, reference: string, body: CaseNoteBody) =>
      step(actor, reference, noteStep(body, actor.staffId), "allowed"),
    addTask: (actor: CaseActor, reference: string, body: CaseTaskBody) =>
      step(actor, reference, taskStep(body, actor.staffId)),
    taskDone: (actor: CaseActor, reference: string, taskId: number) =>
      step(actor, reference, taskDoneStep(taskId, actor.staffId), "allowed"),
    sendLetter: (actor: CaseActor, reference: string, body: CaseLetterBody) =>
      step(
        actor,
        reference,
        (tx, found, at) => sendLetter(deps, tx, { found, at, actor }, body),
        "allowed",
      ),
    recordOutcome: (actor: CaseActor, reference: string, body: CaseOutcomeBody) =>
      step(actor, reference, outcomeStep(deps, body, actor)),
  };
}

export type CaseService = ReturnType<typeof createCaseService>;
