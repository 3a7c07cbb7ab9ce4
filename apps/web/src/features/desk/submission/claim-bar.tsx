import type { SubmissionView } from "@portal/contract";
import { ErrorSummary } from "../../../components/error-summary.tsx";
import { statusNames, useInstantText } from "../desk-format.ts";
import { claimSubmission, releaseSubmission } from "../review-api.ts";
import { useDeskSubmit } from "../use-desk-submit.ts";

/** Where the submission stands, and its claim: take it, or give it back to the queue. */
export function ClaimBar({ view, onChanged }: { view: SubmissionView; onChanged(): void }) {
  const formatInstant = useInstantText();
  const s = view.submission;
  const { busy, refusal, run } = useDeskSubmit();
  const act = (call: typeof claimSubmission | typeof releaseSubmission) => () =>
    void run(async () => {
      await call(s.id);
      onChanged();
    });
  return (
    <div className="mb-4">
      {refusal && <ErrorSummary key={refusal.attempt} message={refusal.message} />}
      <p className="mb-2">
        Round {s.round}, submitted {formatInstant(s.submittedAt)}.{" "}
        <span className="fw-semibold">{statusNames[s.status] ?? s.status}</span>
        {s.status === "awaiting" &&
          (s.claimedBy === null
            ? ", not claimed."
            : `, claimed by ${s.claimedByEmail ?? "a registrar"}${s.claimedAt ? ` ${formatInstant(s.claimedAt)}` : ""}.`)}
      </p>
      {s.status === "awaiting" &&
        (s.claimedBy === null ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={act(claimSubmission)}
          >
            Claim
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-outline-dark"
            disabled={busy}
            onClick={act(releaseSubmission)}
          >
            Release
          </button>
        ))}
    </div>
  );
}
