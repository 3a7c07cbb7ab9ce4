import {
  type CaseDetail,
  type CaseLetterBody,
  type CaseNoteBody,
  type CaseOutcomeBody,
  type CaseStage,
  type CaseStageEntry,
  type CaseStageMove,
  type CaseTaskBody,
  type CaseTriage,
  caseDetailSchema,
  caseFiguresSchema,
  caseListSchema,
  casePaths,
  caseStageListSchema,
  caseStagePaths,
} from "@portal/contract";
import { useLoad } from "../../../lib/loading.tsx";
import { answerIgnored, deskCall } from "../desk-api.ts";

export interface CaseFilter {
  stage: CaseStage | undefined;
  /** Only the cases the staff member has claimed. */
  mine: boolean;
  /** From 1. */
  page: number;
}

export const CASE_PAGE_SIZE = 20;

export function fetchCases(filter: CaseFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(filter.page),
    pageSize: String(CASE_PAGE_SIZE),
  });
  if (filter.stage) query.set("stage", filter.stage);
  if (filter.mine) query.set("mine", "true");
  return deskCall(`${casePaths.cases}?${query}`, caseListSchema, { signal });
}

export const fetchCaseFigures = (signal?: AbortSignal) =>
  deskCall(casePaths.figures, caseFiguresSchema, { signal });

export const fetchCase = (reference: string, signal?: AbortSignal) =>
  deskCall(casePaths.case(reference), caseDetailSchema, { signal });

export const fetchCaseStages = (signal?: AbortSignal) =>
  deskCall(caseStagePaths.stages, caseStageListSchema, { signal });

/** The whole list, in order (an admin's): the service answers it as it now holds it. */
export const saveCaseStages = (stages: readonly CaseStageEntry[]) =>
  deskCall(caseStagePaths.stages, caseStageListSchema, {
    method: "PUT",
    body: {
      stages: stages.map(({ code, name, recordsReferredTo, retired }) => ({
        code,
        name,
        recordsReferredTo,
        retired,
      })),
    },
  });

/**
 * The case stages as the admins set them, for a screen that shows their names: loaded again
 * when `key` changes (a visit to the screen), as an admin may have renamed one meanwhile.
 */
export const useCaseStages = (key: string) =>
  useLoad(`stages ${key}`, async (signal) => (await fetchCaseStages(signal)).stages);

/** What the desk calls each stage, by its code. */
export const stageNames = (stages: readonly CaseStageEntry[]): Record<string, string> =>
  Object.fromEntries(stages.map((s) => [s.code, s.name]));

/** The stages' names as a list offers them: a retired one says so (cases may still be in it). */
export const stageLabels = (stages: readonly CaseStageEntry[]): Record<string, string> =>
  Object.fromEntries(stages.map((s) => [s.code, s.retired ? `${s.name} (retired)` : s.name]));

/** A write on a case; the case screen loads the case again after it, so its answer is unread. */
const write = (path: string, body?: unknown) =>
  deskCall(path, answerIgnored, { method: "POST", body });

/** What can be done to a case, each a call on the case of that reference. */
export const caseActions = (reference: string) => ({
  claim: () => write(casePaths.claim(reference)),
  release: () => write(casePaths.release(reference)),
  triage: (body: CaseTriage) => write(casePaths.triage(reference), body),
  moveStage: (body: CaseStageMove) => write(casePaths.stage(reference), body),
  addNote: (body: CaseNoteBody) => write(casePaths.notes(reference), body),
  addTask: (body: CaseTaskBody) => write(casePaths.tasks(reference), body),
  taskDone: (taskId: number) => write(casePaths.taskDone(reference, taskId)),
  sendLetter: (body: CaseLetterBody) => write(casePaths.letters(reference), body),
  recordOutcome: (body: CaseOutcomeBody) => write(casePaths.outcome(reference), body),
});
export type CaseActions = ReturnType<typeof caseActions>;

/** What a part of the case screen works with: the case as loaded, its actions, a reload. */
export interface CaseParts {
  detail: CaseDetail;
  actions: CaseActions;
  onChanged(): void;
}
