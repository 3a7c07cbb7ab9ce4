// Turning checked posted values into what is saved, and back: values the server owns (fields
// the definition disables) are taken from the saved page or the definition, dates are stored
// as YYYY-MM-DD, the account password only as its hash, files only as references. Hidden
// fields keep what the portal posts (e.g. application_form_code from the register link).
import type { FieldValue, UploadedFile } from "@portal/contract";
import {
  emptyValueFor,
  type GroupRow,
  holdsDate,
  holdsFiles,
  isEmptyValue,
  type PageValues,
  rowsToStore,
  toStoredDate,
} from "@portal/forms";
import type { DefinitionField } from "../definitions/checks/definition-schema.ts";
import type { CompiledForm, CompiledPage } from "../definitions/load/catalogue.ts";
import type { FileRef } from "./uploads.ts";

const serverOwned = (field: DefinitionField) => field.disabled === true;

function definitionValue(field: DefinitionField): FieldValue {
  const value = field.value;
  return value === undefined || (Array.isArray(value) && value.some(Array.isArray))
    ? emptyValueFor(field)
    : (value as FieldValue);
}

/** Disabled fields keep their saved or defined value, whatever was posted. */
export function keepServerValues(
  page: CompiledPage,
  posted: PageValues,
  saved: PageValues | undefined,
): void {
  for (const field of page.plainFields.values()) {
    if (!serverOwned(field)) continue;
    posted[field.fieldName] =
      saved && Object.hasOwn(saved, field.fieldName)
        ? saved[field.fieldName]!
        : definitionValue(field);
  }
  for (const [groupId, { fields }] of page.repeatingGroups) {
    for (const field of fields.values()) {
      if (!serverOwned(field)) continue;
      for (const row of posted[groupId] as GroupRow[])
        row[field.fieldName] = definitionValue(field);
    }
  }
}

/** Valid dates in their stored form (YYYY-MM-DD); anything else was refused already. */
export function normaliseDates(page: CompiledPage, values: PageValues): void {
  const normalise = (value: unknown) =>
    typeof value === "string" && value !== "" ? (toStoredDate(value) ?? value) : value;
  for (const field of page.plainFields.values()) {
    if (holdsDate(field))
      values[field.fieldName] = normalise(values[field.fieldName]) as FieldValue;
  }
  for (const [groupId, { fields }] of page.repeatingGroups) {
    for (const field of fields.values()) {
      if (!holdsDate(field)) continue;
      for (const row of values[groupId] as GroupRow[]) {
        row[field.fieldName] = normalise(row[field.fieldName]) as FieldValue;
      }
    }
  }
}

/** Rows entirely empty beyond their group's minimum are not stored (the engine's rowsToStore). */
export function dropEmptyExtraRows(page: CompiledPage, values: PageValues): void {
  for (const [groupId, { group }] of page.repeatingGroups) {
    const rows = values[groupId];
    if (Array.isArray(rows)) values[groupId] = rowsToStore(group, rows as GroupRow[]);
  }
}

/** The account page's password fields: never sent back, the password saved as a hash. */
export function secretFieldsOf(form: CompiledForm, page: CompiledPage): ReadonlySet<string> {
  const account = form.account;
  if (!account || account.page !== page.code) return new Set();
  return new Set([account.password, account.passwordConfirm].filter((n) => n !== undefined));
}

const SAVED_SECRET = "(saved)";

/**
 * The values validation sees: a password left empty on a page whose password is already
 * saved counts as given (the portal is never sent it, so it cannot send it back).
 */
export function withSavedSecrets(
  form: CompiledForm,
  posted: PageValues,
  saved: PageValues | undefined,
  secrets: ReadonlySet<string>,
): PageValues {
  const savedHash = form.account && saved?.[form.account.password];
  if (secrets.size === 0 || typeof savedHash !== "string" || savedHash === "") return posted;
  const values = { ...posted };
  for (const name of secrets) if (isEmptyValue(values[name])) values[name] = SAVED_SECRET;
  return values;
}

/** What is saved for the password fields: the new hash, or the saved one; never the text. */
export function secretsToSave(
  form: CompiledForm,
  values: PageValues,
  saved: PageValues | undefined,
  newHash: string | undefined,
): void {
  const account = form.account!;
  values[account.password] = newHash ?? (saved?.[account.password] as string | undefined) ?? "";
  if (account.passwordConfirm !== undefined) values[account.passwordConfirm] = "";
}

/** The values with every file object replaced as `replace` says (fields holding files only). */
export function mapFiles(
  page: CompiledPage,
  values: PageValues,
  replace: (file: UploadedFile) => FileRef,
): PageValues {
  const out: PageValues = { ...values };
  const mapList = (value: unknown) =>
    (Array.isArray(value)
      ? value.map((f) => replace(f as UploadedFile))
      : value) as unknown as FieldValue;
  for (const field of page.plainFields.values()) {
    if (holdsFiles(field)) out[field.fieldName] = mapList(values[field.fieldName]);
  }
  for (const [groupId, { fields }] of page.repeatingGroups) {
    const fileFields = [...fields.values()].filter(holdsFiles);
    if (fileFields.length === 0) continue;
    out[groupId] = (values[groupId] as GroupRow[]).map((row) => {
      const copy = { ...row };
      for (const field of fileFields) copy[field.fieldName] = mapList(row[field.fieldName]);
      return copy;
    });
  }
  return out;
}
