// Claims on a case: one person works it at a time. An investigator claims an open case nobody
// holds (or holds it already); another's claim is refused (409). An admin may take a claim over
// and release anyone's; an investigator releases only their own. Each change is on the case's
// timeline and in the staff audit, in one transaction.
import { type CaseDetail, caseRefusals } from "@portal/contract";
import { ClientError } from "../../http/client-error.ts";
import { findStaffEmails } from "../staff/index.ts";
import type { CaseActor, CaseDeps } from "./case-deps.ts";
import { mustBeOpen } from "./case-steps.ts";
import { caseDetail, caseOrRefuse } from "./read-case.ts";
import { setClaim } from "./store.ts";
import { insertCaseEvent } from "./timeline-store.ts";

export function createClaims(deps: CaseDeps) {
  const { db } = deps;
  const answer = async (reference: string): Promise<CaseDetail> =>
    caseDetail(deps, db, await caseOrRefuse(db, reference));

  return {
    async claim(actor: CaseActor, reference: string): Promise<CaseDetail> {
      await db.transaction(async (tx) => {
        const found = await caseOrRefuse(tx, reference, true);
        mustBeOpen(found);
        const held = found.claimedBy;
        if (held === actor.staffId) return;
        if (held !== null && actor.role !== "admin") {
          throw new ClientError(409, caseRefusals.claimedByOther);
        }
        const at = deps.clock();
        await setClaim(tx, found.id, actor.staffId);
        const from = held === null ? "" : ` from ${(await findStaffEmails(tx, [held])).get(held)}`;
        await insertCaseEvent(tx, {
          caseId: found.id,
          at,
          staffId: actor.staffId,
          kind: "claimed",
          text: held === null ? `Claimed by ${actor.email}` : `Taken over by ${actor.email}${from}`,
        });
        await deps.audit.recordIn(tx, {
          at,
          staffId: actor.staffId,
          action: held === null ? "case.claimed" : "case.claim_taken_over",
          submissionId: null,
          before: { reference, claimedBy: held },
          after: { reference, claimedBy: actor.staffId },
        });
      });
      return answer(reference);
    },

    async release(actor: CaseActor, reference: string): Promise<CaseDetail> {
      await db.transaction(async (tx) => {
        const found = await caseOrRefuse(tx, reference, true);
        mustBeOpen(found);
        const held = found.claimedBy;
        if (held === null) return;
        if (held !== actor.staffId && actor.role !== "admin") {
          throw new ClientError(409, caseRefusals.claimedByOther);
        }
        const at = deps.clock();
        await setClaim(tx, found.id, null);
        await insertCaseEvent(tx, {
          caseId: found.id,
          at,
          staffId: actor.staffId,
          kind: "released",
          text: `Released by ${actor.email}`,
        });
        await deps.audit.recordIn(tx, {
          at,
          staffId: actor.staffId,
          action: "case.released",
          submissionId: null,
          before: { reference, claimedBy: held },
          after: { reference, claimedBy: null },
        });
      });
      return answer(reference);
    },
  };
}
