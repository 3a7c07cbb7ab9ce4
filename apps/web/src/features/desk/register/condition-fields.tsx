import { type ConditionBody, conditionTypes } from "@portal/contract";
import { DateInput, type DateInputProps } from "../../../components/date-input.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";

/**
 * The boxes of a condition on practice: its type, the wording the public register shows, the
 * day it starts, its end and review days if any, and the decision behind it. Imposed here on
 * the register, or as a case's outcome.
 */
export function ConditionFields({
  control,
}: {
  /** A box's props (useBoxes' `control`). */
  control(name: keyof ConditionBody): DateInputProps;
}) {
  return (
    <>
      <LabelledInput {...control("type")} as="select" className="col-md-6">
        {conditionTypes.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </LabelledInput>
      <LabelledInput
        {...control("wording")}
        as="textarea"
        rows={3}
        maxLength={2000}
        className="col-12"
        hint="As the public register shows it, to patients and employers."
      />
      <DateInput {...control("startsOn")} className="col-md-4" />
      <DateInput {...control("endsOn")} className="col-md-4" />
      <DateInput {...control("reviewOn")} className="col-md-4" />
      <p className="form-text col-12 mt-1">Leave the end or review date empty if it has none.</p>
      <LabelledInput
        {...control("decision")}
        maxLength={500}
        className="col-12"
        hint="The decision that imposed it, e.g. the committee's reference."
      />
    </>
  );
}
