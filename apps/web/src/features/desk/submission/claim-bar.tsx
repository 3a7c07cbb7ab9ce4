import type { SubmissionView } from "@portal/contract";
import { ErrorSummary } from "../../../components/error-summary.tsx";
import { useAction } from "../../../lib/loading.tsx";
import { statusNames, useInstantText } from "../desk-format.ts";
import { claimSubmission, releaseSubmission } from "../review-api.ts";

/** Where the submission stands, and its claim: take it, or give it back to the queue. */
export function ClaimBar({ view, onChanged }: { view: SubmissionView; onChanged(): void }) {
  const formatInstant = useInstantText();
  const s = view.submission;
  const claimed = s.claimedBy !== null;
  const { busy, refusal, run } = useAction();
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
          (!claimed
            ? ", not claimed."
            : `, claimed by ${s.claimedByEmail ?? "a registrar"}${s.claimedAt ? ` ${formatInstant(s.claimedAt)}` : ""}.`)}
      </p>
      {s.status === "awaiting" && (
        <button
          // Two buttons, not one relabelled: focus must not stay on a button that now undoes the press.
          key={claimed ? "release" : "claim"}
          type="button"
          className={claimed ? "btn btn-outline-dark" : "btn btn-primary"}
          disabled={busy}
          onClick={act(claimed ? releaseSubmission : claimSubmission)}
        >
          {claimed ? "Release" : "Claim"}
        </button>
      )}
    </div>
  );
}
