import type { FieldGroup } from "@portal/contract";
import {
  type PageDefinition,
  type PageValues,
  parseRowFieldKey,
  rawIndexOf,
  repeatingGroupIds,
  rowsOf,
} from "@portal/forms";

/**
 * Form-library paths. Values are kept in the engine's PageValues shape: an ordinary field at
 * its fieldName, a repeating group's rows as a list at its groupId. A row field's path is
 * `{groupId}.{raw row index}.{fieldName}` (raw: deleted rows keep their place). Names never
 * hold ".", "[" or "]" (the engine's NAME_PATTERN), so paths cannot be ambiguous.
 */

/** Where a field sits when it is in a repeating group's row. */
export interface RowRef {
  group: FieldGroup;
  rawIndex: number;
}

export function rowPath(groupId: string, rawIndex: number, fieldName: string): string {
  return `${groupId}.${rawIndex}.${fieldName}`;
}

export function fieldPath(fieldName: string, row?: RowRef): string {
  return row ? rowPath(row.group.groupId, row.rawIndex, fieldName) : fieldName;
}

/**
 * The path of a name an expression or a dependency mentions, read from where the engine's
 * readValue reads it: the row's own field first, then the page.
 */
export function referencedPath(name: string, row?: RowRef): string {
  if (row?.group.fields.some((field) => field.fieldName === name)) {
    return rowPath(row.group.groupId, row.rawIndex, name);
  }
  return name;
}

/** A DOM id for a path; ":" never occurs in a name, so ids of rows and fields cannot collide. */
export function domIdOf(path: string): string {
  return `field:${path.replaceAll(".", ":")}`;
}

/** The root error of a repeating group (e.g. more rows than maxRows). */
export function groupErrorPath(groupId: string): string {
  return `${groupId}.root`;
}

/**
 * The path of an engine or server error key (`fieldName` or `{groupId}[i].{fieldName}`, i
 * counting live rows), or null when it names a row that no longer exists.
 */
export function errorKeyToPath(
  key: string,
  page: PageDefinition,
  values: PageValues,
): string | null {
  const groupIds = repeatingGroupIds(page);
  if (groupIds.has(key)) return groupErrorPath(key);
  const rowKey = parseRowFieldKey(key, groupIds);
  if (!rowKey) return key;
  const rawIndex = rawIndexOf(rowsOf(values, rowKey.groupId), rowKey.liveIndex);
  return rawIndex < 0 ? null : rowPath(rowKey.groupId, rawIndex, rowKey.fieldName);
}
