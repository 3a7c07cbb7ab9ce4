import { loadingTexts } from "@portal/contract";
import type { FieldProps } from "../field-props.ts";
import { useFieldOptions } from "../use-field-options.ts";
import { GroupFrame, leavesGroup } from "./field-frame.tsx";
import { useControlledField } from "./use-controlled-field.ts";

/** The chosen ids of a list value, as the option ids they are. */
export function chosenIds(value: unknown): Array<string | number> {
  return Array.isArray(value)
    ? value.filter(
        (item): item is string | number => typeof item === "string" || typeof item === "number",
      )
    : [];
}

/**
 * render type `select_multi`: several choices, as a group of check boxes (each option reachable
 * by Tab and toggled by Space). More than maxSelected is reported at once, with the engine's
 * message.
 */
export function SelectMultiField(props: FieldProps) {
  const { field, name, id, disabled, row } = props;
  const control = useControlledField(props);
  const { options, loading } = useFieldOptions(field, name, row);
  const { error } = control;
  const chosen = chosenIds(control.value);
  const isChosen = (optionId: string | number) =>
    chosen.some((c) => String(c) === String(optionId));

  const toggle = (optionId: string | number, on: boolean) => {
    const next = on ? [...chosen, optionId] : chosen.filter((c) => String(c) !== String(optionId));
    control.change(next);
    if (field.maxSelected !== undefined) control.validate();
  };

  return (
    <GroupFrame
      field={field}
      id={id}
      error={error}
      onBlur={(event) => leavesGroup(event) && control.blur()}
    >
      {field.maxSelected !== undefined && (
        <p className="form-text mt-0">Choose up to {field.maxSelected}.</p>
      )}
      {loading && <p className="form-text">{loadingTexts.default}</p>}
      {!loading && options.length === 0 && (
        <p className="form-text">No options to choose from yet.</p>
      )}
      {options.map((option, i) => {
        const optionId = `${id}:${i}`;
        return (
          <div className="form-check" key={String(option.id)}>
            <input
              className={`form-check-input${error !== undefined ? " is-invalid" : ""}`}
              type="checkbox"
              id={optionId}
              name={name}
              value={String(option.id)}
              checked={isChosen(option.id)}
              disabled={disabled || loading}
              aria-invalid={error !== undefined ? true : undefined}
              onChange={(event) => toggle(option.id, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={optionId}>
              {option.name}
            </label>
          </div>
        );
      })}
    </GroupFrame>
  );
}
