import { loadingTexts } from "@portal/contract";
import { ChoiceInputs } from "../../../../components/choice-inputs.tsx";
import type { FieldProps } from "../field-props.ts";
import { useFieldOptions } from "../use-field-options.ts";
import { GroupFrame } from "./field-frame.tsx";
import { useControlledField } from "./use-controlled-field.ts";

/** render type `radio`: one choice, every option visible (Yes/No questions and the like). */
export function RadioField(props: FieldProps) {
  const { field, name, id, disabled, row } = props;
  const control = useControlledField(props);
  const { options, loading } = useFieldOptions(field, name, row);
  const { error } = control;
  const text = control.value === undefined || control.value === null ? "" : String(control.value);

  return (
    <GroupFrame of={props} error={error} onLeave={control.blur}>
      {loading && <p className="form-text">{loadingTexts.default}</p>}
      <div className="radio-options">
        {ChoiceInputs({
          type: "radio",
          inline: true,
          id,
          name,
          options,
          error,
          disabled: disabled || loading,
          required: field.required === true,
          isChosen: (option) => text === String(option.id),
          // The option's own id: a number stays a number.
          onChange: (option) => control.change(option.id),
        })}
      </div>
    </GroupFrame>
  );
}
