import { validationMessages } from "@portal/contract";

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
