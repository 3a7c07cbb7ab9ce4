import { type AuditView, auditPaths, auditViewSchema, longDay, mayUseDesk } from "@portal/contract";
import { Link, useLocation, useParams } from "react-router";
import { DetailRow } from "../../../components/cpd-evidence.tsx";
import { LoadStatus } from "../../../components/load-status.tsx";
import { useLoad } from "../../../lib/loading.tsx";
import { deskCall } from "../desk-api.ts";
import { useInstantText } from "../desk-format.ts";
import { useDeskSession } from "../desk-session.tsx";
import { SavedStatus, useBackSaved } from "../saved-status.tsx";
import { ScreenHeading } from "../screen-heading.tsx";
import { AuditActions } from "./audit-actions.tsx";
import { AuditDraws } from "./audit-draws.tsx";
import { auditName } from "./audit-list-screen.tsx";
import { AuditCounts, AuditSample } from "./audit-sample.tsx";

/** The audit itself: the day it covers, its share, and where its notices stand. */
function AuditFacts({ audit }: { audit: AuditView }) {
  const instant = useInstantText();
  return (
    <dl className="row mb-4">
      <DetailRow term="Cycles in force on">{longDay(audit.onDay)}</DetailRow>
      <DetailRow term="Rate">{audit.ratePercent}%</DetailRow>
      <DetailRow term="Sampled">{audit.sampled}</DetailRow>
      <DetailRow term="Evidence deadline">
        {audit.evidenceDue
          ? longDay(audit.evidenceDue)
          : `${audit.evidenceDays} days after the notices`}
      </DetailRow>
      <DetailRow term="Notices sent">
        {audit.noticesSentAt ? instant(audit.noticesSentAt) : "Not yet"}
      </DetailRow>
    </dl>
  );
}

function AuditParts({ audit, onDone }: { audit: AuditView; onDone(done: string): void }) {
  const { staff } = useDeskSession();
  const admin = staff ? mayUseDesk(staff.role, "admin") : false;
  return (
    <>
      <AuditFacts audit={audit} />
      {admin && audit.noticesSentAt === null && <AuditActions audit={audit} onDone={onDone} />}
      <h3 className="h4">Draws</h3>
      <AuditDraws draws={audit.draws} />
      <h3 className="h4">By status</h3>
      <AuditCounts audit={audit} />
      <h3 id="audit-sample-heading" className="h4">
        The sample
      </h3>
      <AuditSample audit={audit} />
    </>
  );
}

/**
 * A recertification audit at /desk/recertification/audits/:auditId: its draws (the seed of each,
 * to draw the same sample again), where its sampled practitioners stand, and the sample, each
 * linked to their evidence. An admin sends the notices, or draws again, before they go.
 */
export function AuditViewScreen() {
  const auditId = useParams().auditId ?? "";
  const { pathname } = useLocation();
  const audit = useLoad(auditId, (signal) =>
    deskCall(auditPaths.audit(auditId), auditViewSchema, { signal }),
  );
  const backSaved = useBackSaved(pathname);
  const done = (text: string) => {
    audit.reload();
    backSaved(text);
  };
  const { data } = audit;
  return (
    <>
      <p className="mb-2">
        <Link to="/desk/recertification/audits">Back to the recertification audits</Link>
      </p>
      <ScreenHeading>{data ? auditName(data) : "Recertification audit"}</ScreenHeading>
      <SavedStatus />
      <LoadStatus of={audit} />
      {data && !audit.failure && <AuditParts audit={data} onDone={done} />}
    </>
  );
}
