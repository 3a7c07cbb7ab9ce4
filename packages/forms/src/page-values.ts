import type { FieldGroup, FieldValue, Page, UploadedFile } from "@portal/contract";

/**
 * One row of a repeating group (`fieldGroup.hasMany`): the row's fields by fieldName.
 * `__deleted: true` marks a row the user removed. Rows are flagged rather than spliced out
 * (SPEC §4 "deleted rows are flagged and not counted") so that per-row state the portal keeps
 * by position (edited-field records, loaded options) stays aligned; a flagged row is never
 * validated, counted or posted.
 */
export type GroupRow = { [fieldName: string]: FieldValue | undefined; __deleted?: boolean };

/**
 * The values of one form page – the model every engine function reads:
 *
 * - an ordinary field (in a group without `hasMany`) → `values[fieldName]`, a FieldValue;
 * - a repeating group → `values[groupId]`, an array of {@link GroupRow}, deleted rows included.
 *
 * A missing key means "no value" (empty). Row positions in this array are *raw* indexes; the
 * keys `{groupId}[i].{fieldName}` used on the wire and in error maps count *live* rows only
 * (see `liveIndexOf` / `rawIndexOf` in repeating-groups.ts).
 */
export type PageValues = { [name: string]: FieldValue | GroupRow[] };

/** Errors by key: `fieldName` for ordinary fields, `{groupId}[i].{fieldName}` for rows. */
export type FieldErrors = Record<string, string>;

/** Only the part of a page definition the engine needs, so callers may pass a Page or less. */
export type PageDefinition = Pick<Page, "sections">;

/** Every field group of a page, in display order. */
export function groupsOf(page: PageDefinition): FieldGroup[] {
  return page.sections.flatMap((section) => section.fieldGroups);
}

/**
 * Reads an own property only. Values may come straight from JSON.parse of a post, so a key
 * like "constructor" must not reach Object.prototype.
 */
export function ownValue<T>(record: { readonly [key: string]: T }, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The value a name refers to: the row's own field first (SPEC §4: a pair naming a field of the
 * same row reads that row), then the page. An unknown name is simply undefined (empty).
 */
export function readValue(
  name: string,
  values: PageValues,
  row?: GroupRow,
): FieldValue | GroupRow[] | undefined {
  if (row && Object.hasOwn(row, name)) return row[name];
  return ownValue(values, name);
}

/**
 * Empty in the sense of "required" and of the expressions' "empty string and false compare as
 * equal": undefined, null, false, a blank string, an empty list. 0 is a real answer, not empty.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * The rows stored under a group id. Anything that is not a list counts as no rows; a stray
 * non-object element counts as an empty row, so raw positions stay where the caller sees them.
 */
export function rowsOf(values: PageValues, groupId: string): GroupRow[] {
  const rows: unknown = ownValue(values, groupId);
  if (!Array.isArray(rows)) return [];
  const list = rows as unknown[];
  return list.every(isRowObject) ? list : list.map((row) => (isRowObject(row) ? row : {}));
}

function isRowObject(value: unknown): value is GroupRow {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The files of a file_upload value; anything else counts as no files. */
export function filesOf(value: unknown): UploadedFile[] {
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).filter(
    (file): file is UploadedFile =>
      typeof file === "object" &&
      file !== null &&
      typeof (file as UploadedFile).fileSize === "number",
  );
}
