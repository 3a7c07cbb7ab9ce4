import { loadingTexts } from "@portal/contract";
import type { FieldProps } from "../field-props.ts";
import { useFieldOptions } from "../use-field-options.ts";
import { GroupFrame, leavesGroup } from "./field-frame.tsx";
import { optionFor } from "./select.tsx";
import { useControlledField } from "./use-controlled-field.ts";

/** render type `radio`: one choice, every option visible (Yes/No questions and the like). */
export function RadioField(props: FieldProps) {
  const { field, name, id, disabled, row } = props;
  const control = useControlledField(props);
  const { options, loading } = useFieldOptions(field, name, row);
  const { error } = control;
  const text = control.value === undefined || control.value === null ? "" : String(control.value);

  return (
    <GroupFrame
      field={field}
      id={id}
      error={error}
      onBlur={(event) => leavesGroup(event) && control.blur()}
    >
      {loading && <p className="form-text">{loadingTexts.default}</p>}
      <div className="radio-options">
        {options.map((option, i) => {
          const optionId = `${id}:${i}`;
          return (
            <div className="form-check form-check-inline" key={String(option.id)}>
              <input
                className={`form-check-input${error !== undefined ? " is-invalid" : ""}`}
                type="radio"
                id={optionId}
                name={name}
                value={String(option.id)}
                checked={text === String(option.id)}
                disabled={disabled || loading}
                required={field.required === true}
                aria-invalid={error !== undefined ? true : undefined}
                onChange={(event) =>
                  control.change(optionFor(options, event.target.value)?.id ?? "")
                }
              />
              <label className="form-check-label" htmlFor={optionId}>
                {option.name}
              </label>
            </div>
          );
        })}
      </div>
    </GroupFrame>
  );
}
