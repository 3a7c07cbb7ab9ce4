import type { FieldProps } from "../field-props.ts";
import { SingleFrame } from "./field-frame.tsx";
import { useRegisteredControl } from "./use-registered-control.ts";

/** render type `textarea`: several lines of text. */
export function TextareaField(props: FieldProps) {
  const { error, inputProps } = useRegisteredControl(props);
  return SingleFrame({
    field: props.field,
    id: props.id,
    error: error,
    children: (
      <textarea
        rows={4}
        className={`form-control${error !== undefined ? " is-invalid" : ""}`}
        {...inputProps}
      />
    ),
  });
}
