// How every step on a case runs: the case is read and held for the step's transaction, the
// step is refused unless the actor holds the claim (and, but for a note, a letter or a task
// done, the case is open), the step writes its change and its events, and its staff audit record
// comes last in the same transaction (decision 030: the chain's lock is held to the commit), so
// a step stands with its record or not at all. The answer is the case as it stands after it.
import { type CaseDetail, CLOSED_STAGE, caseRefusals } from "@portal/contract";
import type { Tx } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import type { StaffAction } from "../audit/index.ts";
import type { CaseActor, CaseDeps } from "./case-deps.ts";
import { caseDetail, caseOrRefuse } from "./read-case.ts";
import type { CaseRow } from "./store.ts";

/** What the staff audit keeps of a step: the case's reference is added to both sides. */
export interface StepRecord {
  action: StaffAction;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** A step's change; undefined when it changed nothing (a task done twice), which is not recorded. */
export type StepWork = (tx: Tx, found: CaseRow, at: Date) => Promise<StepRecord | undefined>;

/** Refused unless `actor` holds the claim on the case. */
export function mustHold(actor: CaseActor, found: CaseRow) {
  if (found.claimedBy === null) throw new ClientError(409, caseRefusals.notClaimed);
  if (found.claimedBy !== actor.staffId) throw new ClientError(409, caseRefusals.claimedByOther);
}

export const mustBeOpen = (found: CaseRow) => {
  if (found.stage === CLOSED_STAGE) throw new ClientError(409, caseRefusals.closed);
};

export async function runStep(
  deps: CaseDeps,
  actor: CaseActor,
  reference: string,
  work: StepWork,
  /** Whether the step may be taken on a closed case (a note, a letter, a task done). */
  onClosed: "refused" | "allowed" = "refused",
): Promise<CaseDetail> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const found = await caseOrRefuse(tx, reference, true);
    if (onClosed === "refused") mustBeOpen(found);
    mustHold(actor, found);
    const at = deps.clock();
    const record = await work(tx, found, at);
    if (!record) return;
    await deps.audit.recordIn(tx, {
      at,
      staffId: actor.staffId,
      action: record.action,
      submissionId: null,
      ...(record.before ? { before: { reference, ...record.before } } : {}),
      after: { reference, ...record.after },
    });
  });
  return caseDetail(deps, db, await caseOrRefuse(db, reference));
}
