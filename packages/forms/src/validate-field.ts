import { type Field, type RenderType, validationMessages } from "@portal/contract";
import { isEmptyValue } from "./page-values.ts";
import { renderTypeTraits } from "./render-types.ts";

/** Whether a render type takes part in validation at all (not html_display nor hidden). */
export function isValidatedRenderType(renderType: RenderType): boolean {
  return renderTypeTraits[renderType]?.rules !== null;
}

/**
 * The errors of one field's value, every rule's in one message (too many files and too many
 * bytes are both said, neither hiding the other), or null. Visibility is the caller's concern
 * (validatePage skips hidden and disabled fields). An empty value is only checked for
 * "required"; a checkbox left false counts as empty.
 */
export function validateFieldValue(field: Field, value: unknown): string | null {
  const rules = renderTypeTraits[field.renderType]?.rules;
  if (rules === null || rules === undefined) return null;
  if (isEmptyValue(value)) return field.required === true ? validationMessages.required : null;
  const errors = rules.map((rule) => rule(field, value)).filter((error) => error !== null);
  return errors.length > 0 ? joinMessages(errors) : null;
}

/** Several messages of one field as its one message, each said once, in order. */
export function joinMessages(messages: readonly string[]): string {
  return [...new Set(messages)].filter((message) => message !== "").join(" ");
}
