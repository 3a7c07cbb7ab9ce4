import {
  auditFormTexts,
  auditPaths,
  auditStatusNames,
  longDay,
  type SampledEvidence,
  sampledEvidenceSchema,
} from "@portal/contract";
import { Link, useLocation, useParams } from "react-router";
import {
  AuditOutcomeView,
  DetailRow,
  EvidenceActivities,
} from "../../../components/cpd-evidence.tsx";
import { LoadStatus } from "../../../components/load-status.tsx";
import { useLoad } from "../../../lib/loading.tsx";
import { deskCall } from "../desk-api.ts";
import { useInstantText } from "../desk-format.ts";
import { SavedStatus, useBackSaved } from "../saved-status.tsx";
import { ScreenHeading } from "../screen-heading.tsx";
import { EvidenceOutcomeForm } from "./evidence-outcome-form.tsx";

function EvidenceFacts({ evidence }: { evidence: SampledEvidence }) {
  const instant = useInstantText();
  return (
    <dl className="row mb-4">
      <DetailRow term="Person id">{evidence.personId}</DetailRow>
      <DetailRow term="Profession">{evidence.profession}</DetailRow>
      <DetailRow term="Cycle">
        {longDay(evidence.cycleStartsOn)} to {longDay(evidence.cycleEndsOn)}
      </DetailRow>
      <DetailRow term="Evidence deadline">
        {evidence.evidenceDue ? longDay(evidence.evidenceDue) : "Set when the notices go"}
      </DetailRow>
      <DetailRow term="Status">{auditStatusNames[evidence.status]}</DetailRow>
      <DetailRow term="Evidence submitted">
        {evidence.evidenceSubmittedAt ? instant(evidence.evidenceSubmittedAt) : "Not yet"}
      </DetailRow>
    </dl>
  );
}

/** The outcome once recorded, read only; else its form once there is evidence to judge. */
function EvidenceOutcome({ evidence, onDone }: { evidence: SampledEvidence; onDone(): void }) {
  const instant = useInstantText();
  if (evidence.outcome) {
    return (
      <AuditOutcomeView
        outcome={evidence.outcome}
        remedialDue={evidence.remedialDue}
        note={evidence.note}
      >
        <DetailRow term="Recorded by">
          {evidence.decidedBy &&
            `${evidence.decidedBy}${evidence.decidedAt ? `, ${instant(evidence.decidedAt)}` : ""}`}
        </DetailRow>
      </AuditOutcomeView>
    );
  }
  if (evidence.evidenceSubmittedAt === null) {
    return <p>The outcome can be recorded once the practitioner has submitted their evidence.</p>;
  }
  return <EvidenceOutcomeForm evidence={evidence} onDone={onDone} />;
}

/**
 * A sampled practitioner's evidence at /desk/recertification/audits/:auditId/sample/:selectionId:
 * their cycle and deadline, each activity they submitted with its uploads, and the outcome, which
 * a registrar or an admin records here.
 */
export function EvidenceScreen() {
  const { auditId = "", selectionId = "" } = useParams();
  const { pathname } = useLocation();
  const evidence = useLoad(`${auditId}/${selectionId}`, (signal) =>
    deskCall(auditPaths.evidence(auditId, selectionId), sampledEvidenceSchema, { signal }),
  );
  const backSaved = useBackSaved(pathname);
  const recorded = () => {
    evidence.reload();
    backSaved(auditFormTexts.outcomeRecorded);
  };
  const { data } = evidence;
  const fileHref = (fileId: number) => auditPaths.evidenceFile(auditId, selectionId, fileId);
  return (
    <>
      <p className="mb-2">
        <Link to={`/desk/recertification/audits/${encodeURIComponent(auditId)}`}>
          Back to the audit
        </Link>
      </p>
      <ScreenHeading>
        {data ? `${data.name}'s evidence` : "A sampled practitioner's evidence"}
      </ScreenHeading>
      <SavedStatus />
      <LoadStatus of={evidence} />
      {data && !evidence.failure && (
        <>
          <EvidenceFacts evidence={data} />
          <h3 className="h4">Activities submitted</h3>
          {data.activities.length === 0 ? (
            <p>No activity is submitted yet.</p>
          ) : (
            <EvidenceActivities activities={data.activities} fileHref={fileHref} />
          )}
          <h3 className="h4">Outcome</h3>
          <EvidenceOutcome evidence={data} onDone={recorded} />
        </>
      )}
    </>
  );
}
