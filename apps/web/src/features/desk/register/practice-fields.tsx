import {
  practiceTypeNames,
  type RegisterPractice,
  registrationStatusNames,
} from "@portal/contract";
import { DateInput } from "../../../components/date-input.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";

interface PracticeField {
  key: keyof RegisterPractice;
  /** The control's id within its practice's fieldset. */
  name: string;
  label: string;
  /** Its column in the fieldset's grid. */
  className: string;
  type?: "date";
  /** A list of these (a blank one reads "None yet"); a text box without. */
  options?: readonly string[];
}

/** The editable parts of a practice, in the order and columns the fieldset shows them. */
const practiceFields: PracticeField[] = [
  {
    key: "practice",
    name: "practice",
    label: "Practice",
    className: "col-md-6",
    options: practiceTypeNames,
  },
  { key: "qualifications", name: "qualifications", label: "Qualifications", className: "col-md-6" },
  {
    key: "registrationDate",
    name: "registration-date",
    label: "Registration date",
    className: "col-md-4",
    type: "date",
  },
  { key: "hpiNumber", name: "hpi", label: "HPI number", className: "col-md-4" },
  {
    key: "status",
    name: "status",
    label: "Registration status",
    className: "col-md-4",
    options: registrationStatusNames,
  },
];

/** The editable parts of one practice of a register record, in a fieldset of its own. */
export function PracticeFields({
  index,
  practice,
  dateError,
  onChange,
  onRemove,
}: {
  index: number;
  practice: RegisterPractice;
  /** Why the registration date typed is not one. */
  dateError?: string | undefined;
  onChange(practice: RegisterPractice): void;
  onRemove: (() => void) | undefined;
}) {
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-2">Practice {index + 1}</legend>
      <div className="row g-3">
        {practiceFields.map(({ key, name, label, className, type, options }) => {
          const control = {
            id: `practice-${index}-${name}`,
            label,
            className,
            value: practice[key],
            onChange: (value: string) => onChange({ ...practice, [key]: value }),
          };
          if (type === "date") return <DateInput key={key} {...control} error={dateError} />;
          return options ? (
            <LabelledInput key={key} as="select" {...control}>
              {options.map((option) => (
                <option key={option} value={option}>
                  {option || "None yet"}
                </option>
              ))}
            </LabelledInput>
          ) : (
            <LabelledInput key={key} {...control} />
          );
        })}
      </div>
      {onRemove && (
        <button type="button" className="btn btn-outline-danger btn-sm mt-3" onClick={onRemove}>
          Remove practice {index + 1}
        </button>
      )}
    </fieldset>
  );
}
