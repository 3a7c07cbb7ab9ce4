import type { FieldMessageBody } from "@portal/contract";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ErrorSummary, type FieldProblem } from "../../../components/error-summary.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { useAction } from "../../../lib/loading.tsx";
import { acceptSubmission, declineSubmission, returnSubmission } from "../review-api.ts";
import { SidePanel } from "../side-panel.tsx";

type Kind = "accept" | "return" | "decline";

/** The decisions' text boxes, which the error summary also names. */
const noteBox = { id: "decision-note", label: "Note to the applicant" };
const reasonBox = { id: "decision-reason", label: "Reason for declining" };

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
  const { busy, refusal, run } = useAction();
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
      ? [{ ...reasonBox, message: refusal.message }]
      : refusal && kind === "return" && messages.length === 0
        ? [{ ...noteBox, message: refusal.message }]
        : [];
  const decide = (chosen: Kind) => () => {
    setKind(chosen);
    void run(act(chosen));
  };
  const button = (chosen: Kind, label: string, style: string, describedBy?: string) => (
    <button
      type="button"
      className={`btn ${style}`}
      disabled={busy}
      aria-describedby={describedBy}
      onClick={decide(chosen)}
    >
      {label}
    </button>
  );
  const textBox = (box: typeof noteBox, rows: number, value: string, set: typeof setNote) => (
    <LabelledInput
      as="textarea"
      {...box}
      className="mb-2"
      rows={rows}
      value={value}
      onChange={set}
    />
  );
  return (
    <SidePanel as="section" name="decision" heading="Decision" headingClass="h4">
      {refusal && (
        <ErrorSummary
          key={refusal.attempt}
          message={fields.length > 0 ? undefined : refusal.message}
          fields={fields}
        />
      )}
      <div className="mb-4">{button("accept", "Accept", "btn-success")}</div>
      <div className="mb-4">
        {textBox(noteBox, 3, note, setNote)}
        <p className="small" id="decision-messages-count">
          {messages.length === 1
            ? "1 message on an answer will be sent."
            : `${messages.length} messages on answers will be sent.`}
        </p>
        {button("return", "Return for changes", "btn-warning", "decision-messages-count")}
      </div>
      {textBox(reasonBox, 2, reason, setReason)}
      {button("decline", "Decline", "btn-danger")}
    </SidePanel>
  );
}
