import {
  type AuditOutcome,
  auditFormTexts,
  auditOutcomes,
  auditPaths,
  auditRefusals,
  MAX_AUDIT_TEXT,
  type OutcomeBody,
  type SampledEvidence,
} from "@portal/contract";
import { ChoiceInputs } from "../../../components/choice-inputs.tsx";
import { DateInput } from "../../../components/date-input.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { answerIgnored, deskCall } from "../desk-api.ts";
import { useToday } from "../desk-format.ts";
import { FormFrame } from "../form-frame.tsx";
import { type Box, readBoxes } from "../read-boxes.ts";
import { useBoxesForm } from "../use-boxes.tsx";

type OutcomeBox = "outcome" | "remedialDue" | "note";
type OutcomeErrors = Partial<Record<OutcomeBox, string>>;

const { labels, required, outcomeNames } = auditFormTexts;

const boxes: Record<OutcomeBox, Box> = {
  outcome: { label: labels.outcome, missing: auditRefusals.outcomeUnknown },
  remedialDue: { label: labels.remedialDue, day: true },
  note: { label: labels.note },
};
const boxId = (name: OutcomeBox) => `audit-outcome-${name}`;
const options = auditOutcomes.map((outcome) => ({ id: outcome, name: outcomeNames[outcome] }));

/** The outcome the boxes say, or what is wrong: a remedial plan needs a day after today. */
export function readOutcome(
  texts: Record<OutcomeBox, string>,
  today: string,
): { body: OutcomeBody } | { errors: OutcomeErrors } {
  const read = readBoxes(boxes, texts);
  if (read.errors) return { errors: read.errors };
  const outcome = read.values.outcome as AuditOutcome;
  if (outcome !== "remedial") return { body: { outcome, note: read.values.note } };
  const due = read.values.remedialDue;
  if (due === "") return { errors: { remedialDue: required.remedialDue } };
  if (due <= today) return { errors: { remedialDue: auditRefusals.remedialDue } };
  return { body: { outcome, remedialDue: due, note: read.values.note } };
}

/**
 * The registrar's outcome of a sampled practitioner's evidence: met, a remedial plan (with the
 * day it is due) or referred, and a note the practitioner is told with it.
 */
export function EvidenceOutcomeForm({
  evidence,
  onDone,
}: {
  evidence: SampledEvidence;
  onDone(): void;
}) {
  const today = useToday();
  const { texts, control, frame } = useBoxesForm(
    boxes,
    () => ({ outcome: "", remedialDue: "", note: "" }),
    boxId,
    (typed) => readOutcome(typed, today),
    async (body) => {
      await deskCall(auditPaths.outcome(evidence.auditId, evidence.id), answerIgnored, {
        method: "POST",
        body,
      });
      onDone();
    },
  );
  const outcome = control("outcome");
  const errorId = `${outcome.id}-error`;
  return (
    <FormFrame
      title="Record the outcome"
      level="h4"
      {...frame}
      submit={{ text: "Record the outcome", busyText: "Recording..." }}
    >
      <fieldset
        id={outcome.id}
        className="col-12"
        aria-describedby={outcome.error ? errorId : undefined}
      >
        <legend className="form-label fs-6">{outcome.label}</legend>
        {outcome.error && (
          <p id={errorId} className="invalid-feedback d-block mt-0">
            {outcome.error}
          </p>
        )}
        {ChoiceInputs({
          type: "radio",
          id: outcome.id,
          name: "audit-outcome",
          options,
          error: outcome.error,
          disabled: false,
          isChosen: (option) => option.id === outcome.value,
          onChange: (option) => outcome.onChange(String(option.id)),
        })}
      </fieldset>
      {texts.outcome === "remedial" && (
        <DateInput {...control("remedialDue")} className="col-md-6 col-lg-4" />
      )}
      <LabelledInput
        {...control("note")}
        as="textarea"
        rows={4}
        maxLength={MAX_AUDIT_TEXT}
        className="col-12"
      />
    </FormFrame>
  );
}
