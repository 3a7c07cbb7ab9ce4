import type { Field, FormResponse } from "@portal/contract";
import { rowFieldKey } from "./field-names.ts";
import { applyNoAnswerRule } from "./no-answer-rule.ts";
import { type FieldErrors, groupsOf, type PageDefinition, type PageValues } from "./page-values.ts";
import { joinMessages } from "./validate-field.ts";

/** SPEC §4 Save response: no page in the answer, or a page in state done, means success. */
export function isSaveSuccess(response: FormResponse): boolean {
  return response.page === undefined || response.page.state === "done";
}

const ERROR_STATE = "error";

/**
 * The service's side of collectFieldErrors: marks a field of a refused save in error
 * (`state: "error"` and its `message`). No message, no mark.
 */
export function markFieldError(field: Field, message: string | undefined): void {
  if (message === undefined) return;
  field.state = ERROR_STATE;
  field.message = message;
}

/**
 * Marks the rows in error of a repeating group's field: `state` and `message` become lists
 * indexed by row ("" where a row has no error), read back by collectFieldErrors. A field
 * with no row in error is left as it is.
 */
export function markRowErrors(
  field: Field,
  groupId: string,
  rowCount: number,
  errors: FieldErrors,
): void {
  const messages = Array.from(
    { length: rowCount },
    (_, row) => errors[rowFieldKey(groupId, row, field.fieldName)],
  );
  if (messages.every((message) => message === undefined)) return;
  field.state = messages.map((message) => (message === undefined ? "" : ERROR_STATE));
  field.message = messages.map((message) => message ?? "");
}

/**
 * The server's field errors of a save answer, mapped back to the keys validatePage uses:
 * `fieldName`, or `{groupId}[i].{fieldName}` where a repeating group's `state` and `message`
 * are lists indexed by row. A field in error without a message maps to "" – still an error
 * (the key is present), just without text of its own.
 */
export function collectFieldErrors(page: PageDefinition): FieldErrors {
  const errors: FieldErrors = {};
  for (const group of groupsOf(page)) {
    for (const field of group.fields) {
      if (group.hasMany === true) {
        for (const row of errorRows(field)) {
          errors[rowFieldKey(group.groupId, row, field.fieldName)] = messageAt(field, row);
        }
      } else if (hasErrorState(field.state)) {
        errors[field.fieldName] = messageAt(field, 0);
      }
    }
  }
  return errors;
}

function hasErrorState(state: Field["state"]): boolean {
  return Array.isArray(state) ? state.includes(ERROR_STATE) : state === ERROR_STATE;
}

// Row indexes in error. A single "error" on a row field (not a list) is read as "every row":
// the rows are as many as the field's per-row values, and at least one.
function errorRows(field: Field): number[] {
  if (Array.isArray(field.state)) {
    return field.state.flatMap((state, row) => (state === ERROR_STATE ? [row] : []));
  }
  if (field.state !== ERROR_STATE) return [];
  const rows = Array.isArray(field.value) ? Math.max(1, field.value.length) : 1;
  return Array.from({ length: rows }, (_, row) => row);
}

function messageAt(field: Field, row: number): string {
  const { message } = field;
  if (Array.isArray(message)) return message[row] ?? "";
  return message ?? "";
}

/**
 * All field errors of a save answer, keyed like validatePage: none on success; otherwise the
 * fields the server marked, plus the "No" rule's flags (SPEC §5) computed from the values
 * that were posted. A field the server marked keeps the server's own message.
 */
export function saveResponseErrors(response: FormResponse, values: PageValues): FieldErrors {
  if (isSaveSuccess(response) || response.page === undefined) return {};
  return {
    ...applyNoAnswerRule(response.message, response.page, values),
    ...collectFieldErrors(response.page),
  };
}

/**
 * Field errors of several checks as one set: a field two checks refuse keeps both messages
 * (a file list too large and of a type its bytes belie), neither hiding the other.
 */
export function mergeFieldErrors(...lists: readonly FieldErrors[]): FieldErrors {
  const messages = new Map<string, string[]>();
  for (const errors of lists) {
    for (const [key, message] of Object.entries(errors)) {
      messages.set(key, [...(messages.get(key) ?? []), message]);
    }
  }
  const merged: FieldErrors = {};
  for (const [key, said] of messages) merged[key] = joinMessages(said);
  return merged;
}
