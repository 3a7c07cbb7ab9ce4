import {
  type AuditView,
  addDays,
  auditFormTexts,
  auditPaths,
  auditRefusals,
  MAX_AUDIT_TEXT,
  MIN_REDRAW_REASON,
} from "@portal/contract";
import { type FormEvent, useState } from "react";
import { BusyButton } from "../../../components/busy-button.tsx";
import { ErrorSummary } from "../../../components/error-summary.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { useAction } from "../../../lib/loading.tsx";
import { answerIgnored, deskCall } from "../desk-api.ts";
import { useToday } from "../desk-format.ts";
import { FormFrame } from "../form-frame.tsx";

interface ActionProps {
  audit: AuditView;
  /** Told what was done, once the service has it: the screen loads the audit again. */
  onDone(done: string): void;
}

const REASON_ID = "audit-redraw-reason";

/**
 * Draws the sample again, with the reason kept beside the draw. The form opened by "Draw again"
 * is the confirmation: it says what happens to the current sample before it is sent.
 */
function RedrawForm({ audit, onDone, onCancel }: ActionProps & { onCancel(): void }) {
  const [reason, setReason] = useState("");
  const [tooShort, setTooShort] = useState<number>();
  const { busy, refusal, run } = useAction();
  const redraw = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < MIN_REDRAW_REASON) {
      setTooShort((attempt) => (attempt ?? 0) + 1);
      return;
    }
    setTooShort(undefined);
    await run(async () => {
      await deskCall(auditPaths.draws(audit.id), answerIgnored, {
        method: "POST",
        body: { reason: reason.trim() },
      });
      onDone(auditFormTexts.redrawn);
    });
  };
  const problem = tooShort === undefined ? undefined : auditRefusals.reasonTooShort;
  return (
    <FormFrame
      title="Draw the sample again"
      level="h4"
      opened
      onSubmit={redraw}
      summary={
        problem && <ErrorSummary key={tooShort} fields={[{ id: REASON_ID, label: problem }]} />
      }
      refusal={refusal}
      busy={busy}
      submit={{ text: "Draw again", busyText: "Drawing...", className: "btn btn-danger" }}
      onCancel={onCancel}
    >
      <p className="col-12 mb-0">{auditFormTexts.redrawConfirm}</p>
      <LabelledInput
        id={REASON_ID}
        label={auditFormTexts.labels.reason}
        hint={auditFormTexts.hints.reason}
        as="textarea"
        rows={3}
        maxLength={MAX_AUDIT_TEXT}
        value={reason}
        onChange={setReason}
        error={problem}
        className="col-12"
      />
    </FormFrame>
  );
}

/**
 * An admin's actions on an audit whose notices have not gone: send them, which sets the
 * evidence deadline (shown before), or draw the sample again.
 */
export function AuditActions({ audit, onDone }: ActionProps) {
  const due = addDays(useToday(), audit.evidenceDays);
  const [redrawing, setRedrawing] = useState(false);
  const notices = useAction();
  const send = () =>
    notices.run(async () => {
      await deskCall(auditPaths.notices(audit.id), answerIgnored, {
        method: "POST",
        body: {},
      });
      onDone(auditFormTexts.noticesSent);
    });
  const refused = notices.refusal;
  return (
    <section aria-labelledby="audit-actions-heading" className="card mb-4">
      <div className="card-body">
        <h3 id="audit-actions-heading" className="h5">
          Before the notices
        </h3>
        {refused && <ErrorSummary key={refused.attempt} message={refused.message} />}
        <p>{auditFormTexts.noticesWillSet(due)}</p>
        <div className="d-flex flex-wrap gap-2">
          <BusyButton
            type="button"
            className="btn btn-primary"
            busy={notices.busy}
            busyText="Sending..."
            onClick={send}
          >
            Send the notices
          </BusyButton>
          {!redrawing && (
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => setRedrawing(true)}
            >
              Draw again
            </button>
          )}
        </div>
        {redrawing && (
          <RedrawForm
            audit={audit}
            onDone={(done) => {
              setRedrawing(false);
              onDone(done);
            }}
            onCancel={() => setRedrawing(false)}
          />
        )}
      </div>
    </section>
  );
}
