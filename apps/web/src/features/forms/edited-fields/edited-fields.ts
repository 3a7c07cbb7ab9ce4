import type { Field, FieldGroup, FieldValue, Page } from "@portal/contract";
import {
  emptyRow,
  type GroupRow,
  type PageValues,
  renderTypeTraits,
  rowLimits,
  rowsOf,
} from "@portal/forms";
import { isPasswordField } from "../password.ts";
import type { EditedFieldRecord } from "./edited-field-record.ts";

/**
 * Whether a field's edits are kept in storage, as its render type says: never files (their
 * bytes would fill it; the person chooses them again) nor passwords (never written anywhere
 * by the portal).
 */
export function isKeptAcrossReloads(field: Field): boolean {
  const { remembered } = renderTypeTraits[field.renderType];
  return remembered === "unlessPassword" ? !isPasswordField(field.fieldCssClass) : remembered;
}

const keptFieldsOf = (group: FieldGroup) => group.fields.filter(isKeptAcrossReloads);
const groupsOf = (page: Page) => page.sections.flatMap((section) => section.fieldGroups);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The records of what differs between the values a page started with (`baseline`) and its
 * current values: changed fields, and every kept field of an added or removed row.
 */
export function editedFieldRecords(
  page: Page,
  baseline: PageValues,
  current: PageValues,
): EditedFieldRecord[] {
  const records: EditedFieldRecord[] = [];
  for (const group of groupsOf(page)) {
    const fields = keptFieldsOf(group);
    if (group.hasMany !== true) {
      for (const { fieldName } of fields) {
        const value = current[fieldName] as FieldValue | undefined;
        if (!same(value, baseline[fieldName])) records.push({ fieldName, value });
      }
      continue;
    }
    const before = rowsOf(baseline, group.groupId);
    rowsOf(current, group.groupId).forEach((row, rowIndex) => {
      const original = before[rowIndex];
      const isDeleted = row.__deleted === true;
      for (const { fieldName } of fields) {
        const value = row[fieldName];
        if (original && !isDeleted && same(value, original[fieldName])) continue;
        records.push({
          fieldName,
          hasManyGroup: group.groupId,
          rowIndex,
          value,
          ...(isDeleted ? { isDeleted } : {}),
        });
      }
    });
  }
  return records;
}

/**
 * The page's values with the records laid over them. Records naming no kept field of the
 * page (the definition changed since) are left out; rows are added up to a record's row.
 */
export function applyEditedFields(
  page: Page,
  values: PageValues,
  records: readonly EditedFieldRecord[],
): PageValues {
  if (records.length === 0) return values;
  const next: PageValues = { ...values };
  for (const group of groupsOf(page)) {
    const kept = new Set(keptFieldsOf(group).map((field) => field.fieldName));
    const mine = records.filter(
      (r) =>
        kept.has(r.fieldName) &&
        (r.hasManyGroup ?? null) === (group.hasMany ? group.groupId : null),
    );
    if (mine.length === 0) continue;
    if (group.hasMany !== true) {
      for (const record of mine) next[record.fieldName] = record.value ?? "";
      continue;
    }
    const rows: GroupRow[] = rowsOf(next, group.groupId).map((row) => ({ ...row }));
    const { max } = rowLimits(group);
    for (const record of mine) {
      const at = record.rowIndex ?? 0;
      if (at >= max) continue;
      while (rows.length <= at) rows.push(emptyRow(group));
      const row = rows[at]!;
      row[record.fieldName] = record.value;
      if (record.isDeleted) row.__deleted = true;
    }
    next[group.groupId] = rows;
  }
  return next;
}
