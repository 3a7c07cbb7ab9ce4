import {
  type FieldGroup,
  REPEATING_GROUP_MAX_ROWS,
  REPEATING_GROUP_MIN_ROWS,
} from "@portal/contract";
import { type GroupRow, isEmptyValue } from "./page-values.ts";
import { emptyValueFor, valueFieldsOf } from "./render-types.ts";

/** Row limits of a repeating group, with SPEC §9's defaults (min 1, max 999). */
export function rowLimits(group: FieldGroup): { min: number; max: number } {
  return {
    min: group.minRows ?? REPEATING_GROUP_MIN_ROWS,
    max: group.maxRows ?? REPEATING_GROUP_MAX_ROWS,
  };
}

export function isDeletedRow(row: GroupRow): boolean {
  return row.__deleted === true;
}

/** The rows that count: deleted rows are kept in place but flagged (SPEC §4). */
export function liveRows(rows: readonly GroupRow[]): GroupRow[] {
  return rows.filter((row) => !isDeletedRow(row));
}

/** Number of rows that count (deleted rows do not). */
export function countRows(rows: readonly GroupRow[]): number {
  return liveRows(rows).length;
}

export function canAddRow(group: FieldGroup, rows: readonly GroupRow[]): boolean {
  return countRows(rows) < rowLimits(group).max;
}

export function canDeleteRow(group: FieldGroup, rows: readonly GroupRow[]): boolean {
  return countRows(rows) > rowLimits(group).min;
}

/**
 * A new row holding every value field of the group at its empty value, so a row always has
 * its own keys and expressions read the row's field rather than a page field (SPEC §4).
 */
export function emptyRow(group: FieldGroup): GroupRow {
  return Object.fromEntries(
    valueFieldsOf(group).map((field) => [field.fieldName, emptyValueFor(field)]),
  );
}

/** The rows with an empty row appended, or the same rows when the group is at its maximum. */
export function addRow(group: FieldGroup, rows: readonly GroupRow[]): readonly GroupRow[] {
  return canAddRow(group, rows) ? [...rows, emptyRow(group)] : rows;
}

/**
 * The rows with the row at raw position `rawIndex` flagged deleted, or the same rows when the
 * group is at its minimum, the index is out of range or the row is already deleted.
 */
export function deleteRow(
  group: FieldGroup,
  rows: readonly GroupRow[],
  rawIndex: number,
): readonly GroupRow[] {
  const row = rows[rawIndex];
  if (!row || isDeletedRow(row) || !canDeleteRow(group, rows)) return rows;
  return rows.map((r, i) => (i === rawIndex ? { ...r, __deleted: true } : r));
}

/**
 * Raw position (in the stored array) → live index (as in `{groupId}[i].{fieldName}` keys);
 * -1 for a deleted or missing row.
 */
export function liveIndexOf(rows: readonly GroupRow[], rawIndex: number): number {
  const row = rows[rawIndex];
  if (!row || isDeletedRow(row)) return -1;
  return countRows(rows.slice(0, rawIndex));
}

/** Live index → raw position; -1 when there is no such live row. */
export function rawIndexOf(rows: readonly GroupRow[], liveIndex: number): number {
  let seen = -1;
  for (let i = 0; i < rows.length; i++) {
    if (!isDeletedRow(rows[i]!) && ++seen === liveIndex) return i;
  }
  return -1;
}

/** Every value field of the group is empty in this row ("entirely empty", SPEC §4). */
export function isRowEmpty(group: FieldGroup, row: GroupRow): boolean {
  return valueFieldsOf(group).every((field) =>
    isEmptyValue(Object.hasOwn(row, field.fieldName) ? row[field.fieldName] : undefined),
  );
}

/**
 * The live rows as they are kept: a row left entirely empty beyond the group's minimum is
 * dropped (an "Add row" the person never filled), since validation lets it through and it
 * would otherwise come back, empty, after every reload. Rows within the minimum stay.
 */
export function rowsToStore(group: FieldGroup, rows: readonly GroupRow[]): GroupRow[] {
  const { min } = rowLimits(group);
  return liveRows(rows).filter((row, liveIndex) => liveIndex < min || !isRowEmpty(group, row));
}

/**
 * The live rows as validation sees them: padded with empty rows up to the minimum, because
 * the first `minRows` rows must be answered even when a post leaves them out. (Padding stops
 * at maxRows should a definition ever set min above max.)
 */
export function rowsToCheck(group: FieldGroup, rows: readonly GroupRow[]): GroupRow[] {
  const live = liveRows(rows);
  const { min, max } = rowLimits(group);
  while (live.length < Math.min(min, max)) live.push(emptyRow(group));
  return live;
}
