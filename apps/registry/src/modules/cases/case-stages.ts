// The case stages as the desk's admins set them (decision 059): the list anyone working cases
// reads for its names, and an admin's change of the whole list at once – checked against the
// rules below and the stored list, written with its staff audit record in one transaction, or
// refused and nothing changed. What a stage means for a move is moveTarget's.
import {
  type CaseStageEntry,
  type CaseStageList,
  CLOSED_STAGE,
  caseRefusals,
  caseStageRefusals,
  fixedCaseStages,
  MAX_CASE_STAGE_NAME_LENGTH,
  RECEIVED_STAGE,
} from "@portal/contract";
import type { Tx } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import type { CaseActor, CaseDeps } from "./case-deps.ts";
import { findStage, findStages, lockStages, type StageRow, saveStages } from "./stage-store.ts";

const entryOf = (row: StageRow): CaseStageEntry => ({
  code: row.code,
  name: row.name,
  recordsReferredTo: row.recordsReferredTo,
  retired: row.retiredAt !== null,
});

/** A name as the rules compare it: "Awaiting  reply " and "awaiting reply" are one name. */
const sameName = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/** The first rule `wanted` breaks, as the refusal to answer; undefined when it keeps them all. */
export function stageListRefusal(
  stored: readonly StageRow[],
  wanted: readonly CaseStageEntry[],
): ClientError | undefined {
  const refuse = (message: string, status: 400 | 409 = 400) => new ClientError(status, message);
  const nameOk = (name: string) =>
    name.trim().length >= 1 && name.trim().length <= MAX_CASE_STAGE_NAME_LENGTH;
  if (!wanted.every((stage) => nameOk(stage.name))) return refuse(caseStageRefusals.nameLength);
  if (wanted[0]?.code !== RECEIVED_STAGE || wanted.at(-1)?.code !== CLOSED_STAGE) {
    return refuse(caseStageRefusals.fixedEnds);
  }
  if (wanted.some((s) => s.retired && fixedCaseStages.includes(s.code))) {
    return refuse(caseStageRefusals.fixedRetired);
  }
  if (wanted.at(-1)?.recordsReferredTo) return refuse(caseStageRefusals.closedRecordsNothing);
  const twice = <T>(values: readonly T[]) => values.find((v, i) => values.indexOf(v) !== i);
  const code = twice(wanted.map((s) => s.code));
  if (code !== undefined) return refuse(caseStageRefusals.codeTwice(code));
  const names = wanted.map((s) => sameName(s.name));
  const name = twice(names);
  if (name !== undefined) {
    return refuse(caseStageRefusals.nameTwice(wanted[names.indexOf(name)]!.name.trim()));
  }
  const removed = stored.find((s) => !wanted.some((w) => w.code === s.code));
  if (removed) return refuse(caseStageRefusals.removed(removed.name), 409);
  return undefined;
}

export function createCaseStages(deps: Pick<CaseDeps, "db" | "clock" | "audit">) {
  const { db } = deps;
  return {
    async list(): Promise<CaseStageList> {
      return { stages: (await findStages(db)).map(entryOf) };
    },

    /** The whole list, in order, as the admin `actor` wants it; recorded as theirs. */
    async change(actor: CaseActor, body: CaseStageList): Promise<CaseStageList> {
      const at = deps.clock();
      return db.transaction(async (tx) => {
        await lockStages(tx);
        const stored = await findStages(tx);
        const refusal = stageListRefusal(stored, body.stages);
        if (refusal) throw refusal;
        const before = stored.map(entryOf);
        const after = body.stages.map((s) => ({ ...s, name: s.name.trim() }));
        if (JSON.stringify(before) === JSON.stringify(after)) return { stages: before };
        const retiredAt = new Map(stored.map((s) => [s.code, s.retiredAt]));
        await saveStages(
          tx,
          after.map((s, position) => ({
            code: s.code,
            name: s.name,
            position,
            recordsReferredTo: s.recordsReferredTo,
            // A stage retired before keeps the day it was retired on.
            retiredAt: s.retired ? (retiredAt.get(s.code) ?? at) : null,
          })),
        );
        await deps.audit.recordIn(tx, {
          at,
          staffId: actor.staffId,
          action: "case.stages_changed",
          submissionId: null,
          before: { stages: before },
          after: { stages: after },
        });
        return { stages: after };
      });
    },
  };
}

export type CaseStages = ReturnType<typeof createCaseStages>;

/**
 * The stage a case in stage `from` may move to by hand, held for the move's transaction: one of
 * the table's, not closed (an outcome closes), and not retired unless the case is in it already
 * (a note on staying where it is). Refused with the reason otherwise.
 */
export async function moveTarget(tx: Tx, code: string, from: string): Promise<StageRow> {
  const target = await findStage(tx, code, true);
  if (!target) throw new ClientError(422, caseRefusals.stageUnknown);
  if (target.code === CLOSED_STAGE) throw new ClientError(422, caseRefusals.stageClosed);
  if (target.retiredAt !== null && target.code !== from) {
    throw new ClientError(422, caseRefusals.stageRetired);
  }
  return target;
}
