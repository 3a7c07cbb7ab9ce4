// The server-side password policy of set-password (ASVS 6.2): long enough (PASSWORD_MIN_LENGTH,
// 12 by default), at most 128 characters, not built on the e-mail address, and not one of the
// commonest passwords. Lengths count characters (code points), not bytes or UTF-16 units.
import { readFileSync } from "node:fs";
import { accountMessages, validationMessages } from "@portal/contract";

export const PASSWORD_MAX_LENGTH = 128;

/**
 * About 1,000 of the passwords found most often in breaches and guessing lists (number runs,
 * keyboard walks, common words with the usual digits and symbols appended), lower-cased.
 */
const commonPasswords = new Set(
  readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return true;
  // "Sunshine2026!!" is "sunshine" with decoration: strip digits and symbols at either end.
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, "");
  return core.length > 0 && commonPasswords.has(core);
}

/** The message saying what is wrong with the password, or undefined if it is acceptable. */
export function passwordProblem(
  password: string,
  rules: { email: string; minLength: number },
): string | undefined {
  if (password.length === 0) return validationMessages.passwordRequired;
  const length = [...password].length;
  if (length < rules.minLength) return accountMessages.passwordTooShort(rules.minLength);
  if (length > PASSWORD_MAX_LENGTH) return accountMessages.passwordTooLong(PASSWORD_MAX_LENGTH);
  const lower = password.toLowerCase();
  const email = rules.email.toLowerCase();
  const localPart = email.split("@")[0] ?? "";
  if (lower.includes(email) || (localPart.length >= 3 && lower.includes(localPart))) {
    return accountMessages.passwordContainsEmail;
  }
  if (isCommonPassword(password)) return accountMessages.passwordTooCommon;
  return undefined;
}
