import type { FieldProps } from "../field-props.ts";
import { SingleFrame } from "./field-frame.tsx";
import { useRegisteredControl } from "./use-registered-control.ts";

/**
 * render type `float`: a decimal number. A text input with the decimal keypad rather than
 * type=number, which silently drops what it cannot parse and changes value on scroll.
 */
export function FloatField(props: FieldProps) {
  const { error, inputProps } = useRegisteredControl(props);
  return SingleFrame({
    field: props.field,
    id: props.id,
    error: error,
    children: (
      <input
        type="text"
        inputMode="decimal"
        className={`form-control float-input${error !== undefined ? " is-invalid" : ""}`}
        {...inputProps}
      />
    ),
  });
}
