import type { Option } from "@portal/contract";

/**
 * The options of a choice field as radio buttons or check boxes, each with its label, ids
 * `{id}:{index}`. The choice fields call it (`ChoiceInputs({ … })`) rather than mount it: a
 * fiber less per field (DESIGN §5).
 */
export function ChoiceInputs(props: {
  type: "radio" | "checkbox";
  /** Side by side (radio buttons) rather than one under another. */
  inline?: boolean;
  id: string;
  name: string;
  options: readonly Option[];
  error: string | undefined;
  disabled: boolean;
  required?: boolean;
  isChosen(option: Option): boolean;
  onChange(option: Option, checked: boolean): void;
}) {
  const { type, id, name, options, error, disabled, required, isChosen, onChange } = props;
  return options.map((option, i) => {
    const optionId = `${id}:${i}`;
    return (
      <div
        className={props.inline ? "form-check form-check-inline" : "form-check"}
        key={String(option.id)}
      >
        <input
          className={`form-check-input${error !== undefined ? " is-invalid" : ""}`}
          type={type}
          id={optionId}
          name={name}
          value={String(option.id)}
          checked={isChosen(option)}
          disabled={disabled}
          required={required}
          aria-invalid={error !== undefined ? true : undefined}
          onChange={(event) => onChange(option, event.target.checked)}
        />
        <label className="form-check-label" htmlFor={optionId}>
          {option.name}
        </label>
      </div>
    );
  });
}
