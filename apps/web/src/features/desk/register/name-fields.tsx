import type { FieldProblem } from "../../../components/error-summary.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";

/** The names a register record shows, as the registrar types them. */
export interface RegisterNames {
  firstNames: string;
  surname: string;
}

const nameFields = [
  { key: "firstNames", id: "register-first-names", label: "First names" },
  { key: "surname", id: "register-surname", label: "Surname" },
] as const;

/** Each name left empty, as the error summary lists it: the register holds no blank name. */
export const emptyNames = (names: RegisterNames): FieldProblem[] =>
  nameFields
    .filter(({ key }) => names[key].trim() === "")
    .map(({ id, label }) => ({ id, label: `Enter the ${label.toLowerCase()}` }));

/** A record's names, in a fieldset of their own above its practices. */
export function NameFields({
  names,
  problems,
  onChange,
}: {
  names: RegisterNames;
  problems: readonly FieldProblem[];
  onChange(names: RegisterNames): void;
}) {
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-2">Name</legend>
      <div className="row g-3">
        {nameFields.map(({ key, id, label }) => (
          <LabelledInput
            key={key}
            id={id}
            label={label}
            className="col-md-6"
            autoComplete="off"
            value={names[key]}
            error={problems.find((problem) => problem.id === id)?.label}
            onChange={(value) => onChange({ ...names, [key]: value })}
          />
        ))}
      </div>
    </fieldset>
  );
}
