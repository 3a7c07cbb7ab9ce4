import { type Field, type RenderType, renderTypes, validationMessages } from "@portal/contract";
import { isValidDate } from "./date-format.ts";
import { formatFileSize, totalFileSize } from "./file-size.ts";
import { filesOf, isEmptyValue } from "./page-values.ts";

/** One check on a non-empty value: the error message, or null when the value passes. */
export type FieldRule = (field: Field, value: unknown) => string | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

const dateRule: FieldRule = (_field, value) =>
  typeof value === "string" && isValidDate(value) ? null : validationMessages.invalidDate;

// Deliberately loose (something@something.tld): the server owns real address checks, this
// only catches typos such as a missing "@".
const emailRule: FieldRule = (_field, value) =>
  typeof value === "string" && EMAIL.test(value.trim()) ? null : validationMessages.invalidEmail;

const numberRule: FieldRule = (_field, value) => {
  if (typeof value === "number")
    return Number.isFinite(value) ? null : validationMessages.invalidNumber;
  return typeof value === "string" && DECIMAL.test(value.trim())
    ? null
    : validationMessages.invalidNumber;
};

const maxSelectedRule: FieldRule = (field, value) =>
  field.maxSelected !== undefined && Array.isArray(value) && value.length > field.maxSelected
    ? validationMessages.tooManyOptions(field.maxSelected)
    : null;

const maxUploadsRule: FieldRule = (field, value) =>
  field.maxUploads !== undefined && Array.isArray(value) && value.length > field.maxUploads
    ? validationMessages.tooManyFiles(field.maxUploads)
    : null;

// "Over maxFileSize" is the error: a total exactly at the limit is allowed.
const maxFileSizeRule: FieldRule = (field, value) =>
  field.maxFileSize !== undefined && totalFileSize(filesOf(value)) > field.maxFileSize
    ? validationMessages.totalFileSizeTooLarge(formatFileSize(field.maxFileSize))
    : null;

/**
 * The rules of each render type (beyond "required", which all share), in the order they are
 * reported. Typed as a full Record so adding a render type to the contract fails to compile
 * until it is given its rules here. `null` marks types that are never validated: html_display
 * has no value, and hidden fields carry server values the user cannot correct.
 */
const rulesByRenderType: Record<RenderType, readonly FieldRule[] | null> = {
  text: [],
  address: [],
  textarea: [],
  email: [emailRule],
  float: [numberRule],
  date: [dateRule],
  radio: [],
  select: [],
  country: [],
  checkbox: [],
  select_multi: [maxSelectedRule],
  country_multi: [maxSelectedRule],
  file_upload: [maxUploadsRule, maxFileSizeRule],
  hidden: null,
  html_display: null,
};

/** The rules of a render type; throws on a type the engine does not know (fail fast at boot). */
export function rulesFor(renderType: string): readonly FieldRule[] | null {
  if (!(renderTypes as readonly string[]).includes(renderType)) {
    throw new Error(`Unknown render type "${renderType}"; known: ${renderTypes.join(", ")}`);
  }
  return rulesByRenderType[renderType as RenderType];
}

/** Whether a render type takes part in validation at all (not html_display nor hidden). */
export function isValidatedRenderType(renderType: RenderType): boolean {
  return rulesByRenderType[renderType] !== null;
}

/**
 * The first error of one field's value, or null. Visibility is the caller's concern
 * (validatePage skips hidden and disabled fields). An empty value is only checked for
 * "required"; a checkbox left false counts as empty.
 */
export function validateFieldValue(field: Field, value: unknown): string | null {
  const rules = rulesByRenderType[field.renderType];
  if (rules === null || rules === undefined) return null;
  if (isEmptyValue(value)) return field.required === true ? validationMessages.required : null;
  for (const rule of rules) {
    const error = rule(field, value);
    if (error !== null) return error;
  }
  return null;
}
