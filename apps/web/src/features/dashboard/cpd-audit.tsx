import {
  auditStatusNames,
  cpdAuditMessages,
  cpdAuditPaths,
  longDay,
  type PractitionerAudit,
  practitionerAuditsSchema,
} from "@portal/contract";
import { type ReactNode, useState } from "react";
import { BusyButton } from "../../components/busy-button.tsx";
import { AuditOutcomeView, EvidenceActivities } from "../../components/cpd-evidence.tsx";
import { ErrorSummary } from "../../components/error-summary.tsx";
import { LoadStatus } from "../../components/load-status.tsx";
import { resolveError } from "../../lib/error-message.ts";
import { HttpError, request } from "../../lib/http-client.ts";
import { LoadFailures, refusedForGood, useAction } from "../../lib/loading.tsx";
import { useErrorHandler } from "../messages/index.ts";
import { DashboardFailures, useSessionLoad } from "./dashboard-failures.tsx";

/**
 * The recertification audits the practitioner is sampled for, from their notice on: the
 * deadline, the activities a submission sends and the button that sends them, then the outcome.
 * Nothing for someone not sampled, as for most.
 */
export function CpdAudit({ sessionId }: { sessionId: string }) {
  return (
    <DashboardFailures>
      <CpdAudits sessionId={sessionId} />
    </DashboardFailures>
  );
}

function CpdAudits({ sessionId }: { sessionId: string }) {
  const loaded = useSessionLoad(sessionId, cpdAuditPaths.audits, practitionerAuditsSchema);
  if (loaded.failure?.retry) return <LoadStatus of={loaded} />;
  return (loaded.data?.items ?? []).map((audit) => (
    <SubmitRefusals key={audit.id}>
      <AuditPanel audit={audit} sessionId={sessionId} onSubmitted={loaded.reload} />
    </SubmitRefusals>
  ));
}

/**
 * The service's refusal of a submission (nothing logged, already submitted) is told in the
 * panel's error summary, by the button it answers; no answer, or an ended session, goes the way
 * of every call's.
 */
function SubmitRefusals({ children }: { children: ReactNode }) {
  const tell = useErrorHandler();
  const report = (error: unknown) => {
    const { message, sessionExpired } = resolveError(error);
    if (refusedForGood(error) && !sessionExpired) return message;
    tell(error);
    return undefined;
  };
  return <LoadFailures report={report}>{children}</LoadFailures>;
}

async function submitEvidence(selectionId: number, sessionId: string): Promise<void> {
  const response = await request(cpdAuditPaths.evidence(selectionId), {
    method: "POST",
    sessionId,
    json: {},
    timeouts: "save",
  });
  if (response.status < 200 || response.status > 299) throw new HttpError(response);
}

function AuditPanel({
  audit,
  sessionId,
  onSubmitted,
}: {
  audit: PractitionerAudit;
  sessionId: string;
  onSubmitted(): void;
}) {
  const [submitted, setSubmitted] = useState(false);
  const { busy, refusal, submit } = useAction(async () => {
    await submitEvidence(audit.id, sessionId);
    setSubmitted(true);
    onSubmitted();
  });
  const headingId = `cpd-audit-${audit.id}`;
  const awaiting = audit.status === "awaiting";
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h3 id={headingId} className="h5">
        Your recertification audit
      </h3>
      <div role="status">
        {submitted && <p className="alert alert-success">{cpdAuditMessages.submitted}</p>}
      </div>
      {refusal && <ErrorSummary key={refusal.attempt} message={refusal.message} />}
      <p>
        Your {audit.profession.toLowerCase()} cycle of {longDay(audit.cycleStartsOn)} to{" "}
        {longDay(audit.cycleEndsOn)} is sampled for audit.{" "}
        {awaiting
          ? `Submit the evidence of your CPD by ${longDay(audit.evidenceDue)}.`
          : `Status: ${auditStatusNames[audit.status]}.`}
      </p>
      {audit.outcome && (
        <AuditOutcomeView
          outcome={audit.outcome}
          remedialDue={audit.remedialDue}
          note={audit.note}
        />
      )}
      <p className="mb-2">
        {awaiting
          ? "Your evidence is the activities in your CPD log in the cycle, as they stand:"
          : "The activities you submitted:"}
      </p>
      {audit.activities.length === 0 ? (
        <p>{cpdAuditMessages.nothingLogged}</p>
      ) : (
        <EvidenceActivities activities={audit.activities} />
      )}
      {awaiting && (
        <form onSubmit={submit} noValidate>
          <BusyButton className="btn btn-primary" busy={busy} busyText="Submitting...">
            Submit my evidence
          </BusyButton>
        </form>
      )}
    </section>
  );
}
