import { validationMessages } from "@portal/contract";
import type { RefObject } from "react";
import { LabelledInput } from "../../../components/labelled-input.tsx";

/** The two boxes, in the order they are checked and shown: the same control for two values. */
export const passwordBoxes = ["password", "confirm"] as const;
type Box = (typeof passwordBoxes)[number];

/** What is wrong with a new password and its confirmation, by box. */
export interface PasswordErrors {
  password?: string;
  confirm?: string;
}

/**
 * SPEC §5 set-password rules, with their exact texts: the set-password dialog's and the
 * activation screen's. The service's policy (length, common passwords) is checked on save.
 */
export function setPasswordErrors(password: string, confirm: string): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!password) errors.password = validationMessages.passwordRequired;
  if (!confirm) errors.confirm = validationMessages.confirmPasswordRequired;
  else if (password && password !== confirm) errors.confirm = validationMessages.passwordsMustMatch;
  return errors;
}

/**
 * A new password and its confirmation (the set-password dialog's and the activation screen's):
 * `ids` and `labels` by box, `refs` to focus the first in error.
 */
export function NewPasswordBoxes(props: {
  ids: Record<Box, string>;
  labels: Record<Box, string>;
  values: Record<Box, string>;
  errors: PasswordErrors;
  onChange(box: Box, value: string): void;
  refs?: Record<Box, RefObject<HTMLInputElement | null>>;
}) {
  return passwordBoxes.map((box) => (
    <LabelledInput
      key={box}
      id={props.ids[box]}
      label={props.labels[box]}
      type="password"
      autoComplete="new-password"
      required
      value={props.values[box]}
      error={props.errors[box]}
      onChange={(value) => props.onChange(box, value)}
      ref={props.refs?.[box]}
    />
  ));
}
