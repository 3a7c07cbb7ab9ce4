import type { FieldProps } from "../field-props.ts";
import { SingleFrame } from "./field-frame.tsx";
import { useRegisteredControl } from "./use-registered-control.ts";

/** render type `email`: an e-mail address (format checked by the engine on blur). */
export function EmailField(props: FieldProps) {
  const { error, inputProps } = useRegisteredControl(props);
  return SingleFrame({
    field: props.field,
    id: props.id,
    error: error,
    children: (
      <input
        type="email"
        autoComplete="email"
        spellCheck={false}
        className={`form-control${error !== undefined ? " is-invalid" : ""}`}
        {...inputProps}
      />
    ),
  });
}
