import { CLOSED_STAGE, caseOutcomeNames } from "@portal/contract";
import { ErrorSummary } from "../../../components/error-summary.tsx";
import { useAction } from "../../../lib/loading.tsx";
import { useInstantText } from "../desk-format.ts";
import type { CaseParts } from "./cases-api.ts";

const days = (count: number) => (count === 1 ? "1 day" : `${count} days`);

/** Where the case stands, and its claim: take it to work it, or give it back to the queue. */
export function CaseClaimBar({
  detail,
  stageName,
  actions,
  onChanged,
}: CaseParts & { stageName: string }) {
  const instantText = useInstantText();
  const { busy, refusal, run } = useAction();
  const claimed = detail.claimedBy !== null;
  const act = (call: () => Promise<void>) => () =>
    void run(async () => {
      await call();
      onChanged();
    });
  return (
    <div className="mb-4">
      {refusal && <ErrorSummary key={refusal.attempt} message={refusal.message} />}
      <p className="mb-2">
        Received {instantText(detail.receivedAt)}. <span className="fw-semibold">{stageName}</span>{" "}
        for {days(detail.daysInStage)}
        {detail.outcome
          ? `: ${caseOutcomeNames[detail.outcome]}.`
          : claimed
            ? `, claimed by ${detail.claimedBy}.`
            : ", not claimed."}
      </p>
      {detail.stage !== CLOSED_STAGE && (
        <button
          // Two buttons, not one relabelled: focus must not stay on a button that now undoes the press.
          key={claimed ? "release" : "claim"}
          type="button"
          className={claimed ? "btn btn-outline-dark" : "btn btn-primary"}
          disabled={busy}
          onClick={act(claimed ? actions.release : actions.claim)}
        >
          {claimed ? "Release" : "Claim"}
        </button>
      )}
    </div>
  );
}
