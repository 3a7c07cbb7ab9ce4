import type { Page } from "@portal/contract";
import {
  type FieldErrors,
  type PageValues,
  parseRowFieldKey,
  repeatingGroupIds,
} from "@portal/forms";
import type { FieldProblem } from "../../../components/error-summary.tsx";
import { domIdOf, errorKeyToPath } from "./field-paths.ts";
import { errorIdOf, fieldLabelText } from "./fields/field-frame.tsx";
import { rowTitle } from "./row-title.ts";

/** A summary link leads to its field's control, or to its error text where it has none. */
export const summaryTargetOf = (id: string) =>
  document.getElementById(id) ?? document.getElementById(errorIdOf(id));

// Where an error sits on the page: its group, its row (-1 before the rows, for the group's
// own error, and for ordinary fields), its field in the group.
type Place = [group: number, row: number, field: number];

/**
 * The error summary's links for a page's errors (keys of validatePage or of a refused save), in
 * the order the page shows their fields: each to its control's (or group's) DOM id, named by
 * the field's label as the form shows it, after its row's heading in a repeating group. A key
 * that names a row no longer there is left out; a key the page does not know comes last, under
 * its own name.
 */
export function summaryEntries(
  errors: FieldErrors,
  page: Page,
  values: PageValues,
): FieldProblem[] {
  const groups = page.sections.flatMap((section) => section.fieldGroups);
  const groupIds = repeatingGroupIds(page);
  const placed: Array<{ place: Place; entry: FieldProblem }> = [];
  for (const [key, message] of Object.entries(errors)) {
    const path = errorKeyToPath(key, page, values);
    if (path === null) continue;
    const entry = (label: string): FieldProblem => ({ id: domIdOf(path), label, message });
    const rowKey = parseRowFieldKey(key, groupIds);
    if (rowKey) {
      const g = groups.findIndex((group) => group.groupId === rowKey.groupId);
      const group = groups[g]!;
      const f = group.fields.findIndex((field) => field.fieldName === rowKey.fieldName);
      const label = f < 0 ? rowKey.fieldName : fieldLabelText(group.fields[f]!);
      const name = `${rowTitle(group, rowKey.liveIndex + 1)}: ${label}`;
      placed.push({ place: [g, rowKey.liveIndex, f], entry: entry(name) });
      continue;
    }
    if (groupIds.has(key)) {
      const g = groups.findIndex((group) => group.groupId === key);
      placed.push({ place: [g, -1, -1], entry: entry(groups[g]!.headerText?.trim() || key) });
      continue;
    }
    const g = groups.findIndex((group) => group.fields.some((field) => field.fieldName === key));
    const field = groups[g]?.fields.find((candidate) => candidate.fieldName === key);
    const f = field ? groups[g]!.fields.indexOf(field) : -1;
    const place: Place = g < 0 ? [groups.length, -1, -1] : [g, -1, f];
    placed.push({ place, entry: entry(field ? fieldLabelText(field) : key) });
  }
  return placed.sort((a, b) => comparePlaces(a.place, b.place)).map(({ entry }) => entry);
}

function comparePlaces(a: Place, b: Place): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}
