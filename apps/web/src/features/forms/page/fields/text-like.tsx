import type { Field } from "@portal/contract";
import type { InputHTMLAttributes } from "react";
import { isPasswordField } from "../../password.ts";
import type { FieldProps } from "../field-props.ts";
import { SingleFrame } from "./field-frame.tsx";
import { useRegisteredControl } from "./use-registered-control.ts";

/** The render types typed into one native control: they differ only in that control. */
export type TextLikeType = "text" | "email" | "float" | "textarea";

type TextInput = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "autoComplete" | "inputMode" | "spellCheck"
>;

/** A one-line input with its attributes and extra class; without `input`, several lines. */
type TextLikeControl = { input?: TextInput; className?: string };

const controls: Record<TextLikeType, (field: Field) => TextLikeControl> = {
  // One line of text, a password when its fieldCssClass says so.
  text: (field) =>
    isPasswordField(field.fieldCssClass)
      ? { input: { type: "password", autoComplete: "new-password" } }
      : { input: { type: "text" } },
  // An e-mail address (its format is checked by the engine on blur).
  email: () => ({ input: { type: "email", autoComplete: "email", spellCheck: false } }),
  // A decimal number: a text input with the decimal keypad rather than type=number, which
  // silently drops what it cannot parse and changes value on scroll.
  float: () => ({ input: { type: "text", inputMode: "decimal" }, className: " float-input" }),
  // Several lines of text.
  textarea: () => ({}),
};

/**
 * render types `text`, `email`, `float` and `textarea`: an uncontrolled input registered with
 * the form library (use-registered-control.ts), in the frame of a field with one control.
 */
export function TextLikeField(props: FieldProps) {
  const { error, inputProps } = useRegisteredControl(props);
  // The registry gives this component only the text-like render types.
  const control = controls[props.field.renderType as TextLikeType](props.field);
  const className = `form-control${control.className ?? ""}${error !== undefined ? " is-invalid" : ""}`;
  return SingleFrame({
    of: props,
    error: error,
    children: control.input ? (
      <input {...control.input} className={className} {...inputProps} />
    ) : (
      <textarea rows={4} className={className} {...inputProps} />
    ),
  });
}
