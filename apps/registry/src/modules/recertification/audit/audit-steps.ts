// A desk step of the audit as the staff audit records it: the action under recert_audit., who
// took it, and what it touched (the audit's id and more in `after`, no submission).
import type { Clock } from "../../../core/clock.ts";
import type { Executor } from "../../../db/client.ts";
import type { AuditTrail } from "../../audit/index.ts";

type AuditStep =
  | "drawn"
  | "redrawn"
  | "notices_sent"
  | "evidence_viewed"
  | "file_downloaded"
  | "outcome_recorded";

export function auditStepRecorder(deps: { clock: Clock; audit: Pick<AuditTrail, "recordIn"> }) {
  return (
    ex: Executor,
    step: AuditStep,
    actor: { staffId: number },
    after: Record<string, unknown>,
  ) =>
    deps.audit.recordIn(ex, {
      action: `recert_audit.${step}`,
      staffId: actor.staffId,
      submissionId: null,
      after,
      at: deps.clock(),
    });
}
