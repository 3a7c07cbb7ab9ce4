import type { FieldValue, FlatPageValues } from "@portal/contract";
import { isValidName, parseRowFieldKey, rowFieldKey } from "./field-names.ts";
import { type GroupRow, groupsOf, type PageDefinition, type PageValues } from "./page-values.ts";
import { liveRows } from "./repeating-groups.ts";

/** The group ids of a page's repeating groups: only their values are rows. */
export function repeatingGroupIds(page: PageDefinition): Set<string> {
  return new Set(
    groupsOf(page)
      .filter((group) => group.hasMany === true)
      .map((group) => group.groupId),
  );
}

/**
 * The values as a page POST carries them (SPEC §7): ordinary fields unchanged, each live row's
 * fields as `{groupId}[i].{fieldName}` with i renumbered from 0, deleted rows dropped.
 *
 * Throws on a group id or row field name outside NAME_PATTERN: such a key could not be read
 * back, and values only ever hold names from definitions the service checked at boot, so this
 * is a programming error worth surfacing rather than data to drop silently.
 */
export function flattenGroupValues(page: PageDefinition, values: PageValues): FlatPageValues {
  const groupIds = repeatingGroupIds(page);
  const entries: [string, FieldValue][] = [];
  for (const [name, value] of Object.entries(values)) {
    if (!groupIds.has(name)) {
      if (!isRowList(value)) entries.push([name, value]);
      continue;
    }
    if (!isValidName(name)) throw new Error(`Repeating group id "${name}" is not a valid name`);
    if (!Array.isArray(value)) continue;
    liveRows(value as GroupRow[]).forEach((row, liveIndex) => {
      for (const [fieldName, fieldValue] of Object.entries(row)) {
        if (fieldName === "__deleted" || fieldValue === undefined) continue;
        if (!isValidName(fieldName)) {
          throw new Error(`Field name "${fieldName}" in group "${name}" is not a valid name`);
        }
        entries.push([rowFieldKey(name, liveIndex, fieldName), fieldValue]);
      }
    });
  }
  // fromEntries defines own properties, so even an odd key cannot reach a prototype.
  return Object.fromEntries(entries);
}

// Rows under a key that is not a repeating group of this page have no flat form; a FieldValue
// list holds strings, numbers or uploaded files (which carry base64), never bare row objects.
function isRowList(value: FieldValue | GroupRow[]): value is GroupRow[] {
  return (
    Array.isArray(value) &&
    value.some((item) => typeof item === "object" && item !== null && !("base64" in item))
  );
}

/**
 * The inverse of flattenGroupValues for a post received by the service: keys of the form
 * `{groupId}[i].{fieldName}` for the page's repeating groups become rows (ordered by i and
 * renumbered from 0, so gaps in a forged post close up); every repeating group gets a list,
 * possibly empty. Any other key stays a plain value – validation reads only fields the
 * definition names, so unknown keys are inert. A plain value posted under a group id is
 * dropped: that key holds rows. Never throws.
 */
export function unflattenGroupValues(page: PageDefinition, flat: FlatPageValues): PageValues {
  const groupIds = repeatingGroupIds(page);
  const plain: [string, FieldValue | GroupRow[]][] = [];
  const rowsByGroup = new Map<string, Map<number, [string, FieldValue][]>>();
  for (const groupId of groupIds) rowsByGroup.set(groupId, new Map());
  for (const [key, value] of Object.entries(flat)) {
    const rowKey = parseRowFieldKey(key, groupIds);
    if (rowKey) {
      const rows = rowsByGroup.get(rowKey.groupId)!;
      const fields = rows.get(rowKey.liveIndex) ?? [];
      fields.push([rowKey.fieldName, value]);
      rows.set(rowKey.liveIndex, fields);
    } else if (!groupIds.has(key)) {
      plain.push([key, value]);
    }
  }
  for (const [groupId, rows] of rowsByGroup) {
    const ordered = [...rows.entries()].sort(([a], [b]) => a - b);
    plain.push([groupId, ordered.map(([, fields]) => Object.fromEntries(fields) as GroupRow)]);
  }
  return Object.fromEntries(plain);
}
