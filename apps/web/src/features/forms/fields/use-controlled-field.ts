import { useController } from "react-hook-form";
import type { FieldProps } from "../field-props.ts";
import { useFieldError, useFieldValidation } from "../use-field-state.ts";

/**
 * A controlled field (select, radio, date, files …): re-renders when its own value changes,
 * never for another field's. `change` stores a value and re-checks a field in error; `blur`
 * runs the engine's validation.
 */
export function useControlledField({ field, name, row }: FieldProps) {
  const { field: control } = useController({ name });
  const error = useFieldError(name);
  const { onBlur, onValueChange, validate } = useFieldValidation(field, name, row);
  return {
    value: control.value as unknown,
    ref: control.ref,
    error,
    change(value: unknown) {
      control.onChange(value);
      onValueChange();
    },
    blur() {
      control.onBlur();
      onBlur();
    },
    /** Validate now, whatever the current error (files: as soon as they are chosen). */
    validate,
  };
}
