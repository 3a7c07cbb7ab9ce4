import { type SubmissionView, submissionFlagKinds, submissionFlagTexts } from "@portal/contract";
import { useInstantText } from "../desk-format.ts";

/**
 * What the service flagged on the submission when it was made (a recertification declaration
 * the CPD log did not bear out), with the figures it compared then: above the answers, so the
 * registrar reads it before deciding.
 */
export function SubmissionFlags({ view }: { view: SubmissionView }) {
  const formatInstant = useInstantText();
  if (view.flags.length === 0) return null;
  return (
    <section className="alert alert-warning border-warning" aria-labelledby="submission-flags">
      <h3 id="submission-flags" className="h5">
        {submissionFlagTexts.heading}
      </h3>
      <ul className="mb-0">
        {view.flags.map((flag) => (
          <li key={`${flag.kind}-${flag.raisedAt}-${flag.text}`}>
            <strong>{submissionFlagKinds[flag.kind]}:</strong> {flag.text}{" "}
            <span className="small">(at submission, {formatInstant(flag.raisedAt)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
