import type { FieldMessageBody } from "@portal/contract";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ErrorSummary, type FieldProblem } from "../../../components/error-summary.tsx";
import { acceptSubmission, declineSubmission, returnSubmission } from "../review-api.ts";
import { useDeskSubmit } from "../use-desk-submit.ts";

type Kind = "accept" | "return" | "decline";

/**
 * The three decisions on a claimed submission. Return sends the note and every message written
 * on an answer; decline needs a reason. After a decision the queue shows what was done.
 */
export function DecisionPanel({
  submissionId,
  subject,
  messages,
}: {
  submissionId: number;
  /** "Application for registration of Mere Tester": what the outcome names. */
  subject: string;
  messages: FieldMessageBody[];
}) {
  const navigate = useNavigate();
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");
  const [kind, setKind] = useState<Kind>();
  const done = (outcome: string) => navigate("/desk", { state: { outcome } });
  const { busy, refusal, run } = useDeskSubmit();
  const act = (chosen: Kind) => async () => {
    if (chosen === "accept") {
      const answer = await acceptSubmission(submissionId);
      done(`Accepted: ${subject}.${answer.personId ? ` Person ID ${answer.personId}.` : ""}`);
    } else if (chosen === "return") {
      await returnSubmission(submissionId, { note: note.trim(), messages });
      const count = messages.length === 1 ? "1 message" : `${messages.length} messages`;
      done(`Returned for changes: ${subject}, with ${count} on answers.`);
    } else {
      await declineSubmission(submissionId, reason.trim());
      done(`Declined: ${subject}.`);
    }
  };
  const fields: FieldProblem[] =
    refusal && kind === "decline"
      ? [{ id: "decision-reason", label: "Reason for declining", message: refusal.message }]
      : refusal && kind === "return" && messages.length === 0
        ? [{ id: "decision-note", label: "Note to the applicant", message: refusal.message }]
        : [];
  const decide = (chosen: Kind) => () => {
    setKind(chosen);
    void run(act(chosen));
  };
  return (
    <section aria-labelledby="decision-heading" className="card mb-4">
      <div className="card-body">
        <h3 id="decision-heading" className="h4">
          Decision
        </h3>
        {refusal && (
          <ErrorSummary
            key={refusal.attempt}
            message={fields.length > 0 ? undefined : refusal.message}
            fields={fields}
          />
        )}
        <div className="mb-4">
          <button
            type="button"
            className="btn btn-success"
            disabled={busy}
            onClick={decide("accept")}
          >
            Accept
          </button>
        </div>
        <div className="mb-4">
          <label htmlFor="decision-note" className="form-label">
            Note to the applicant
          </label>
          <textarea
            id="decision-note"
            className="form-control mb-2"
            rows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <p className="small" id="decision-messages-count">
            {messages.length === 1
              ? "1 message on an answer will be sent."
              : `${messages.length} messages on answers will be sent.`}
          </p>
          <button
            type="button"
            className="btn btn-warning"
            disabled={busy}
            aria-describedby="decision-messages-count"
            onClick={decide("return")}
          >
            Return for changes
          </button>
        </div>
        <div>
          <label htmlFor="decision-reason" className="form-label">
            Reason for declining
          </label>
          <textarea
            id="decision-reason"
            className="form-control mb-2"
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy}
            onClick={decide("decline")}
          >
            Decline
          </button>
        </div>
      </div>
    </section>
  );
}
