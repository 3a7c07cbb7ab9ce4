import { isPasswordField } from "../../password.ts";
import type { FieldProps } from "../field-props.ts";
import { SingleFrame } from "./field-frame.tsx";
import { useRegisteredControl } from "./use-registered-control.ts";

/** render type `text`: one line of text (a password when its fieldCssClass says so). */
export function TextField(props: FieldProps) {
  const { error, inputProps } = useRegisteredControl(props);
  const password = isPasswordField(props.field.fieldCssClass);
  return SingleFrame({
    field: props.field,
    id: props.id,
    error: error,
    children: (
      <input
        type={password ? "password" : "text"}
        autoComplete={password ? "new-password" : undefined}
        className={`form-control${error !== undefined ? " is-invalid" : ""}`}
        {...inputProps}
      />
    ),
  });
}
