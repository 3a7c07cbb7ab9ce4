import { validationMessages } from "@portal/contract";
import { rowFieldKey } from "./field-names.ts";
import {
  type FieldErrors,
  groupsOf,
  type PageDefinition,
  type PageValues,
  readValue,
  rowsOf,
} from "./page-values.ts";
import { valueFieldsOf } from "./render-types.ts";
import { liveRows } from "./repeating-groups.ts";
import { valueMatches } from "./value-match.ts";

/** The option id of a "No" answer in the back office's Yes(1)/No(17) questions. */
export const NO_ANSWER_VALUE = 17;

// A single answer only: a multi-select that happens to include 17 is not a "No" answer.
function isNoAnswer(value: unknown): boolean {
  return !Array.isArray(value) && valueMatches(value, NO_ANSWER_VALUE);
}

/**
 * SPEC §5: when the server's message is exactly 'Please provide an explanation or attachment
 * for your "No" answer', every field whose value is 17 (number or "17"), in rows too, is
 * flagged 'Please provide an explanation or attachment below'. The server names no field, so
 * the portal points the user at each "No". Returns only these extra errors; empty for any
 * other message.
 */
export function applyNoAnswerRule(
  message: string | undefined,
  page: PageDefinition,
  values: PageValues,
): FieldErrors {
  const errors: FieldErrors = {};
  if (message !== validationMessages.noAnswerNeedsExplanation) return errors;
  const flag = validationMessages.noAnswerFieldFlag;
  for (const group of groupsOf(page)) {
    const fields = valueFieldsOf(group);
    if (group.hasMany !== true) {
      for (const field of fields) {
        if (isNoAnswer(readValue(field.fieldName, values))) errors[field.fieldName] = flag;
      }
      continue;
    }
    liveRows(rowsOf(values, group.groupId)).forEach((row, liveIndex) => {
      for (const field of fields) {
        const value = Object.hasOwn(row, field.fieldName) ? row[field.fieldName] : undefined;
        if (isNoAnswer(value))
          errors[rowFieldKey(group.groupId, liveIndex, field.fieldName)] = flag;
      }
    });
  }
  return errors;
}
