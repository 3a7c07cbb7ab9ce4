import { loadingTexts } from "@portal/contract";
import { ChoiceInputs } from "../../../../components/choice-inputs.tsx";
import type { FieldProps } from "../field-props.ts";
import { useFieldOptions } from "../use-field-options.ts";
import { GroupFrame } from "./field-frame.tsx";
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
    <GroupFrame of={props} error={error} onLeave={control.blur}>
      {field.maxSelected !== undefined && (
        <p className="form-text mt-0">Choose up to {field.maxSelected}.</p>
      )}
      {loading && <p className="form-text">{loadingTexts.default}</p>}
      {!loading && options.length === 0 && (
        <p className="form-text">No options to choose from yet.</p>
      )}
      {ChoiceInputs({
        type: "checkbox",
        id,
        name,
        options,
        error,
        disabled: disabled || loading,
        isChosen: (option) => isChosen(option.id),
        onChange: (option, checked) => toggle(option.id, checked),
      })}
    </GroupFrame>
  );
}
