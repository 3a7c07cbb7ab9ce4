import { useFormContext } from "react-hook-form";
import type { FieldProps } from "../field-props.ts";
import { useFieldError, useFieldValidation } from "../use-field-state.ts";
import { controlAttributes } from "./field-frame.tsx";

/**
 * An uncontrolled input registered with the form library: typing updates the stored value
 * without re-rendering anything (the plain-input speed of DESIGN §5). Only this field's
 * error is subscribed to.
 */
export function useRegisteredControl({ field, name, id, disabled, row }: FieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { onValueChange } = useFieldValidation(field, name, row);
  const registration = register(name, { onChange: onValueChange });
  return {
    error,
    inputProps: {
      ...registration,
      ...controlAttributes(field, id, error),
      disabled,
      placeholder: field.placeholder,
    },
  };
}
