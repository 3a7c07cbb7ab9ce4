// Claims on a submission (the rules are service.ts's): a claim, a take-over or a release is
// written with its staff audit record in one transaction, so neither stands without the other.

import type { Clock } from "../../../core/clock.ts";
import type { Db, Executor } from "../../../db/client.ts";
import { ClientError } from "../../../http/client-error.ts";
import type { AuditTrail } from "../../audit/index.ts";
import { findFormsForReview } from "../../forms/index.ts";
import { findStaffEmails } from "../../staff/index.ts";
import { reviewRefusals } from "../review-texts.ts";
import type { StaffActor } from "../staff-actor.ts";
import { claimSubmission, findSubmission, releaseSubmission } from "./store.ts";

/** The submission with its form and its claimant's e-mail; else a 404. */
export async function submissionOrRefuse(ex: Executor, id: number) {
  const submission = Number.isSafeInteger(id) ? await findSubmission(ex, id) : undefined;
  const [form] = submission ? await findFormsForReview(ex, [submission.formId]) : [];
  if (!submission || !form) throw new ClientError(404, reviewRefusals.submissionNotFound);
  const claimant = submission.claimedBy;
  const claimedByEmail =
    claimant === null ? null : ((await findStaffEmails(ex, [claimant])).get(claimant) ?? null);
  return { submission, form, claimedByEmail };
}

/** Who holds a claim, as a registrar knows them: their e-mail. */
export const holderOf = (found: {
  submission: { claimedBy: number | null };
  claimedByEmail: string | null;
}) => found.claimedByEmail ?? `staff #${found.submission.claimedBy}`;

export function createClaims(deps: { db: Db; clock: Clock; audit: AuditTrail }) {
  const { db } = deps;
  return {
    async claim(actor: StaffActor, id: number) {
      const found = await submissionOrRefuse(db, id);
      const s = found.submission;
      if (s.status !== "awaiting") throw new ClientError(409, reviewRefusals.notAwaiting(s.status));
      const at = deps.clock();
      const claimed = await db.transaction(async (tx) => {
        const row = await claimSubmission(tx, id, actor.staffId, at, actor.role === "admin");
        if (row && row.previous !== actor.staffId) {
          await deps.audit.recordIn(tx, {
            at,
            staffId: actor.staffId,
            action: row.previous === null ? "submission.claimed" : "submission.claim_taken_over",
            submissionId: id,
            before: { claimedBy: row.previous },
            after: { claimedBy: actor.staffId },
          });
        }
        return row;
      });
      if (!claimed) {
        const now = await submissionOrRefuse(db, id);
        if (now.submission.status !== "awaiting") {
          throw new ClientError(409, reviewRefusals.notAwaiting(now.submission.status));
        }
        throw new ClientError(409, reviewRefusals.claimedByOther(holderOf(now)));
      }
      return { submissionId: id, claimedBy: actor.staffId, claimedAt: at };
    },

    async release(actor: StaffActor, id: number) {
      const found = await submissionOrRefuse(db, id);
      const s = found.submission;
      if (s.status !== "awaiting") throw new ClientError(409, reviewRefusals.notAwaiting(s.status));
      if (s.claimedBy === null) return { submissionId: id, claimedBy: null };
      if (actor.role !== "admin" && s.claimedBy !== actor.staffId) {
        throw new ClientError(409, reviewRefusals.notYourClaim(holderOf(found)));
      }
      await db.transaction(async (tx) => {
        const heldBy = actor.role === "admin" ? undefined : actor.staffId;
        if (!(await releaseSubmission(tx, id, heldBy))) return;
        await deps.audit.recordIn(tx, {
          staffId: actor.staffId,
          action: "submission.released",
          submissionId: id,
          before: { claimedBy: s.claimedBy },
          after: { claimedBy: null },
        });
      });
      return { submissionId: id, claimedBy: null };
    },
  };
}
