import {
  apcStatusNames,
  practiceTypeNames,
  type RegisterPractice,
  registrationStatusNames,
} from "@portal/contract";
import { LabelledInput } from "../../../components/labelled-input.tsx";

/** The editable parts of one practice of a register record, in a fieldset of its own. */
export function PracticeFields({
  index,
  practice,
  onChange,
  onRemove,
}: {
  index: number;
  practice: RegisterPractice;
  onChange(practice: RegisterPractice): void;
  onRemove: (() => void) | undefined;
}) {
  const id = (name: string) => `practice-${index}-${name}`;
  const set =
    <K extends keyof RegisterPractice>(key: K) =>
    (value: string) =>
      onChange({ ...practice, [key]: value });
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-2">Practice {index + 1}</legend>
      <div className="row g-3">
        <LabelledInput
          as="select"
          id={id("practice")}
          label="Practice"
          className="col-md-6"
          value={practice.practice}
          onChange={set("practice")}
        >
          {practiceTypeNames.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </LabelledInput>
        <LabelledInput
          id={id("qualifications")}
          label="Qualifications"
          className="col-md-6"
          value={practice.qualifications}
          onChange={set("qualifications")}
        />
        <LabelledInput
          id={id("registration-date")}
          label="Registration date"
          type="date"
          className="col-md-4"
          value={practice.registrationDate}
          onChange={set("registrationDate")}
        />
        <LabelledInput
          id={id("hpi")}
          label="HPI number"
          className="col-md-4"
          value={practice.hpiNumber}
          onChange={set("hpiNumber")}
        />
        <LabelledInput
          as="select"
          id={id("status")}
          label="Registration status"
          className="col-md-4"
          value={practice.status}
          onChange={set("status")}
        >
          {registrationStatusNames.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </LabelledInput>
        <LabelledInput
          as="select"
          id={id("apc-status")}
          label="Practising status"
          className="col-md-4"
          value={practice.apcStatus}
          onChange={set("apcStatus")}
        >
          {apcStatusNames.map((name) => (
            <option key={name} value={name}>
              {name || "None yet"}
            </option>
          ))}
        </LabelledInput>
        <LabelledInput
          id={id("apc-period")}
          label="Certificate period (DD/MM/YYYY - DD/MM/YYYY)"
          className="col-md-8"
          value={practice.apcPeriod}
          onChange={set("apcPeriod")}
        />
      </div>
      {onRemove && (
        <button type="button" className="btn btn-outline-danger btn-sm mt-3" onClick={onRemove}>
          Remove practice {index + 1}
        </button>
      )}
    </fieldset>
  );
}
