// Triage and stage moves. Triage sets the category and risk, and may join the concern to another
// open case: the concern is then closed as linked and worked on that case (the concerns joined to
// it go along), each case's timeline saying so. A stage move carries a note, goes only where
// moveTarget allows (never closed: only an outcome closes, outcome.ts) and names the stage as the
// admins call it at the time.
import {
  type CaseStageMove,
  type CaseTriage,
  CLOSED_STAGE,
  caseCategoryNames,
  caseRefusals,
  caseRiskNames,
} from "@portal/contract";
import type { Tx } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { moveTarget } from "./case-stages.ts";
import type { StepWork } from "./case-steps.ts";
import { type CaseRow, findCase, moveJoined, updateCase } from "./store.ts";
import { insertCaseEvent } from "./timeline-store.ts";

/** The open case `linkTo` names, held for the step; 422 for itself, an unknown or closed one. */
async function joinTarget(tx: Tx, found: CaseRow, linkTo: string) {
  const reference = linkTo.trim().toUpperCase();
  if (reference === found.reference) throw new ClientError(422, caseRefusals.linkSelf);
  const target = await findCase(tx, reference, true);
  if (!target || target.stage === CLOSED_STAGE)
    throw new ClientError(422, caseRefusals.linkUnknown);
  return target;
}

export const triageStep =
  (body: CaseTriage, staffId: number): StepWork =>
  async (tx, found, at) => {
    const target = body.linkTo ? await joinTarget(tx, found, body.linkTo) : undefined;
    const triaged = `Triaged: ${caseCategoryNames[body.category]}, ${caseRiskNames[body.risk].toLowerCase()} risk`;
    const event = { at, staffId, kind: "triaged" as const };
    await updateCase(tx, found.id, {
      category: body.category,
      risk: body.risk,
      ...(target ? { linkedToId: target.id, stage: CLOSED_STAGE, stageSince: at } : {}),
    });
    if (target) {
      await moveJoined(tx, found.id, target.id);
      await insertCaseEvent(tx, {
        ...event,
        caseId: found.id,
        text: `${triaged}. Joined to case ${target.reference}, where it is worked.`,
      });
      await insertCaseEvent(tx, {
        ...event,
        caseId: target.id,
        text: `Concern ${found.reference} joined to this case.`,
      });
    } else {
      await insertCaseEvent(tx, { ...event, caseId: found.id, text: triaged });
    }
    return {
      action: "case.triaged",
      before: { category: found.category, risk: found.risk, stage: found.stage, linkedTo: null },
      after: {
        category: body.category,
        risk: body.risk,
        stage: target ? CLOSED_STAGE : found.stage,
        linkedTo: target?.reference ?? null,
      },
    };
  };

export const stageStep =
  (body: CaseStageMove, staffId: number): StepWork =>
  async (tx, found, at) => {
    const target = await moveTarget(tx, body.stage, found.stage);
    const referredTo = body.referredTo?.trim() || null;
    if (referredTo !== null && !target.recordsReferredTo) {
      throw new ClientError(422, caseRefusals.referredToNotKept);
    }
    const moved = body.stage !== found.stage;
    if (moved) await updateCase(tx, found.id, { stage: body.stage, stageSince: at });
    const referred = referredTo === null ? "" : ` (referred to ${referredTo})`;
    const note = body.note.trim() ? `: ${body.note.trim()}` : "";
    await insertCaseEvent(tx, {
      caseId: found.id,
      at,
      staffId,
      kind: "stage",
      text: `${moved ? "Moved to" : "Still in"} ${target.name}${referred}${note}`,
      detail: { from: found.stage, to: body.stage, referredTo },
    });
    return {
      action: "case.stage_moved",
      before: { stage: found.stage },
      after: { stage: body.stage, note: body.note, referredTo },
    };
  };
