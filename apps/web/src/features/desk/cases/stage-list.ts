// The case stages as the admin's screen edits them before one Save sends the whole list: moves
// that keep received first and closed last, a new stage's code made from its name, and the
// checks of a new stage the screen can make itself. The service checks the list again on Save.
import {
  CASE_STAGE_CODE_PATTERN,
  type CaseStageEntry,
  CLOSED_STAGE,
  fixedCaseStages,
  MAX_CASE_STAGE_CODE_LENGTH,
} from "@portal/contract";

/** A stage on the screen: `added` until a Save makes the service hold it (so it may go again). */
export type EditedStage = CaseStageEntry & { added?: true };

export const isFixed = (code: string) => fixedCaseStages.includes(code);

/** Whether the stage at `index` may move by `by` (-1 up, 1 down): never past a fixed one. */
export function mayMove(stages: readonly EditedStage[], index: number, by: -1 | 1): boolean {
  const to = stages[index + by];
  return !isFixed(stages[index]!.code) && to !== undefined && !isFixed(to.code);
}

export function moved(stages: readonly EditedStage[], index: number, by: -1 | 1): EditedStage[] {
  const next = [...stages];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
}

/** `stage` put last but closed, which stays last. */
export function withAdded(stages: readonly EditedStage[], stage: EditedStage): EditedStage[] {
  const closed = stages.findIndex((s) => s.code === CLOSED_STAGE);
  return [...stages.slice(0, closed), stage, ...stages.slice(closed)];
}

/** "Awaiting the practitioner's reply" → awaiting_the_practitioner_s_reply. */
export function codeFromName(name: string): string {
  const code = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return (/^[a-z]/.test(code) ? code : `stage_${code}`)
    .slice(0, MAX_CASE_STAGE_CODE_LENGTH)
    .replace(/_+$/, "");
}

export const newStageTexts = {
  nameMissing: "Give the new stage a name.",
  codeShape: "A code is lower-case letters, digits and _, starting with a letter.",
  codeTaken: (code: string) => `A stage has the code "${code}" already: type another.`,
  added: (name: string) => `"${name}" is added before Closed. Save the stages to keep it.`,
};

/** The new stage the boxes say, or what is wrong with them. */
export function readNewStage(
  stages: readonly EditedStage[],
  texts: { name: string; code: string },
): { stage: EditedStage } | { errors: { name?: string; code?: string } } {
  const name = texts.name.trim();
  if (name === "") return { errors: { name: newStageTexts.nameMissing } };
  const code = texts.code.trim() || codeFromName(name);
  if (!CASE_STAGE_CODE_PATTERN.test(code) || code.length > MAX_CASE_STAGE_CODE_LENGTH) {
    return { errors: { code: newStageTexts.codeShape } };
  }
  if (stages.some((s) => s.code === code)) {
    return { errors: { code: newStageTexts.codeTaken(code) } };
  }
  return { stage: { code, name, recordsReferredTo: false, retired: false, added: true } };
}
