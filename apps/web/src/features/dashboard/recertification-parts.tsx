import { CpdAudit } from "./cpd-audit.tsx";
import { CpdProgress } from "./cpd-progress.tsx";

/** The practitioner's recertification audit, when they are sampled, above their progress. */
export function RecertificationParts({ sessionId }: { sessionId: string }) {
  return (
    <>
      <CpdAudit sessionId={sessionId} />
      <CpdProgress sessionId={sessionId} />
    </>
  );
}
