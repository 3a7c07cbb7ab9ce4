import type { FieldGroup } from "@portal/contract";

/** The heading of a row: the group's headerText (or "Row") and the row's number. */
export function rowTitle(group: FieldGroup, number: number): string {
  return `${group.headerText?.trim() || "Row"} ${number}`;
}
