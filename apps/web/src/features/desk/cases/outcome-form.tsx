import {
  type CaseOutcome,
  type CaseOutcomeBody,
  caseOutcomeNames,
  caseRefusals,
  conditionTypes,
} from "@portal/contract";
import { DateInput } from "../../../components/date-input.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { NameOptions } from "../name-options.tsx";
import {
  ConditionFields,
  conditionBoxes,
  conditionTexts,
  readCondition,
} from "../register/index.ts";
import { useBoxes } from "../use-boxes.tsx";
import { CaseForm, type CaseFormProps, useCaseBoxes } from "./case-form.tsx";

const boxes = {
  outcome: { label: "Outcome" },
  reasons: { label: "Reasons", missing: "Give the reasons for the outcome." },
  suspendFrom: { label: "Suspended from", day: true as const },
};

/**
 * Closes the case with its outcome: no further action, a condition on the practitioner's
 * practice (the register records it), or their registration suspended from a day.
 */
export function OutcomeForm({ actions, onDone }: CaseFormProps) {
  const own = useCaseBoxes("case-outcome", boxes, {
    outcome: "no_further_action",
    reasons: "",
    suspendFrom: "",
  });
  const condition = useBoxes(
    conditionBoxes,
    () => conditionTexts(undefined, conditionTypes[0]),
    (name) => `case-outcome-condition-${name}`,
  );
  const outcome = own.texts.outcome as CaseOutcome;
  const send = () => {
    const values = own.read();
    const imposed =
      outcome === "conditions" ? condition.check(readCondition(condition.texts)) : undefined;
    if (!values || (outcome === "conditions" && !imposed)) return undefined;
    if (outcome === "suspension" && !values.suspendFrom) {
      own.check({ errors: { suspendFrom: caseRefusals.suspendFromMissing } });
      return undefined;
    }
    const body: CaseOutcomeBody = {
      outcome,
      reasons: values.reasons,
      ...(imposed ? { condition: imposed } : {}),
      ...(outcome === "suspension" ? { suspendFrom: values.suspendFrom } : {}),
    };
    return () => actions.recordOutcome(body);
  };
  return (
    <CaseForm
      title="Record the outcome"
      submitText="Record the outcome and close the case"
      summary={
        <>
          {own.summary}
          {outcome === "conditions" && condition.summary}
        </>
      }
      send={send}
      done="The outcome is recorded and the case is closed."
      onDone={onDone}
      danger
    >
      <LabelledInput {...own.control("outcome")} as="select" className="col-md-6">
        <NameOptions names={caseOutcomeNames} />
      </LabelledInput>
      {outcome === "suspension" && (
        <DateInput {...own.control("suspendFrom")} className="col-md-6" />
      )}
      {outcome === "conditions" && <ConditionFields control={condition.control} />}
      <LabelledInput
        {...own.control("reasons")}
        as="textarea"
        rows={4}
        maxLength={10_000}
        className="col-12"
      />
    </CaseForm>
  );
}
