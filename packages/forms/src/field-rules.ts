import { type Field, validationMessages } from "@portal/contract";
import { isValidDate } from "./date-format.ts";
import { formatFileSize, totalFileSize } from "./file-size.ts";
import { filesOf } from "./page-values.ts";

// The checks a render type's row in render-types.ts lists for a non-empty value.

/** One check on a non-empty value: the error message, or null when the value passes. */
export type FieldRule = (field: Field, value: unknown) => string | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export const dateRule: FieldRule = (_field, value) =>
  typeof value === "string" && isValidDate(value) ? null : validationMessages.invalidDate;

// Deliberately loose (something@something.tld): the server owns real address checks, this
// only catches typos such as a missing "@".
export const emailRule: FieldRule = (_field, value) =>
  typeof value === "string" && EMAIL.test(value.trim()) ? null : validationMessages.invalidEmail;

export const numberRule: FieldRule = (_field, value) => {
  if (typeof value === "number")
    return Number.isFinite(value) ? null : validationMessages.invalidNumber;
  return typeof value === "string" && DECIMAL.test(value.trim())
    ? null
    : validationMessages.invalidNumber;
};

export const maxSelectedRule: FieldRule = (field, value) =>
  field.maxSelected !== undefined && Array.isArray(value) && value.length > field.maxSelected
    ? validationMessages.tooManyOptions(field.maxSelected)
    : null;

export const maxUploadsRule: FieldRule = (field, value) =>
  field.maxUploads !== undefined && Array.isArray(value) && value.length > field.maxUploads
    ? validationMessages.tooManyFiles(field.maxUploads)
    : null;

// "Over maxFileSize" is the error: a total exactly at the limit is allowed.
export const maxFileSizeRule: FieldRule = (field, value) =>
  field.maxFileSize !== undefined && totalFileSize(filesOf(value)) > field.maxFileSize
    ? validationMessages.totalFileSizeTooLarge(formatFileSize(field.maxFileSize))
    : null;
