import { type Field, type FieldGroup, validationMessages } from "@portal/contract";
import { rowFieldKey } from "./field-names.ts";
import {
  type FieldErrors,
  type GroupRow,
  groupsOf,
  ownValue,
  type PageDefinition,
  type PageValues,
  rowsOf,
} from "./page-values.ts";
import { valueFieldsOf } from "./render-types.ts";
import { countRows, isRowEmpty, rowLimits, rowsToCheck } from "./repeating-groups.ts";
import { isValidatedRenderType, validateFieldValue } from "./validate-field.ts";
import { isFieldDisabled, isFieldHidden, isGroupHidden } from "./visibility.ts";

/**
 * Every error of a page (SPEC §5), keyed `fieldName` for ordinary fields and
 * `{groupId}[i].{fieldName}` for rows (i counts live rows, as on the wire). Empty when the
 * page is valid. The registry service runs this same function on every post, so it must
 * cope with any values at all: it never throws and never trusts the portal's checks.
 *
 * Skipped: fields in a hidden group, fields hidden or disabled by their expressions or
 * definition, hidden and html_display render types, deleted rows, and rows beyond `minRows`
 * that are entirely empty (SPEC §4).
 */
export function validatePage(page: PageDefinition, values: PageValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const group of groupsOf(page)) {
    if (isGroupHidden(group, values)) continue;
    if (group.hasMany === true) validateRows(group, values, errors);
    else validatePlainGroup(group, values, errors);
  }
  return errors;
}

function isCheckedField(field: Field, values: PageValues, row?: GroupRow): boolean {
  return (
    isValidatedRenderType(field.renderType) &&
    !isFieldHidden(field, values, row) &&
    !isFieldDisabled(field, values, row)
  );
}

function validatePlainGroup(group: FieldGroup, values: PageValues, errors: FieldErrors): void {
  for (const field of valueFieldsOf(group)) {
    if (!isCheckedField(field, values)) continue;
    const error = validateFieldValue(field, ownValue(values, field.fieldName));
    if (error !== null) errors[field.fieldName] = error;
  }
}

function validateRows(group: FieldGroup, values: PageValues, errors: FieldErrors): void {
  const rows = rowsOf(values, group.groupId);
  const { min, max } = rowLimits(group);
  // Only a tampered post gets past the portal's disabled "add" button.
  if (countRows(rows) > max) errors[group.groupId] = validationMessages.tooManyRows(max);
  rowsToCheck(group, rows).forEach((row, liveIndex) => {
    if (liveIndex >= min && isRowEmpty(group, row)) return;
    for (const field of valueFieldsOf(group)) {
      if (!isCheckedField(field, values, row)) continue;
      const value = Object.hasOwn(row, field.fieldName) ? row[field.fieldName] : undefined;
      const error = validateFieldValue(field, value);
      if (error !== null) errors[rowFieldKey(group.groupId, liveIndex, field.fieldName)] = error;
    }
  });
}
