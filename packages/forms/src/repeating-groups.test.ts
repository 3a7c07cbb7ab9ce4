import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { field, repeatingGroup } from "./fixtures/factories.ts";
import type { GroupRow } from "./page-values.ts";
import {
  addRow,
  canAddRow,
  canDeleteRow,
  countRows,
  deleteRow,
  emptyRow,
  isRowEmpty,
  liveIndexOf,
  rawIndexOf,
  rowLimits,
  rowsToCheck,
  rowsToStore,
} from "./repeating-groups.ts";

const fields = [
  field("name"),
  field("agree", { renderType: "checkbox" }),
  field("files", { renderType: "file_upload" }),
  field("intro", { renderType: "html_display" }),
];

describe("row limits", () => {
  it("defaults to min 1 and max 999", () => {
    expect(rowLimits(repeatingGroup("g", fields))).toEqual({ min: 1, max: 999 });
    expect(rowLimits(repeatingGroup("g", fields, { minRows: 0, maxRows: 3 }))).toEqual({
      min: 0,
      max: 3,
    });
  });
});

describe("emptyRow", () => {
  it("holds every value field at its empty value, html_display left out", () => {
    expect(emptyRow(repeatingGroup("g", fields))).toEqual({ name: "", agree: false, files: [] });
  });
});

describe("adding and deleting rows", () => {
  const group = repeatingGroup("g", fields, { minRows: 1, maxRows: 2 });
  const row = (name: string, deleted = false): GroupRow =>
    deleted ? { name, __deleted: true } : { name };

  it("does not count deleted rows", () => {
    expect(countRows([row("a"), row("b", true), row("c")])).toBe(2);
  });

  it("adds below max and refuses at max", () => {
    const one = [row("a")];
    expect(canAddRow(group, one)).toBe(true);
    const two = addRow(group, one);
    expect(two).toHaveLength(2);
    expect(canAddRow(group, two)).toBe(false);
    expect(addRow(group, two)).toBe(two);
  });

  it("allows adding again once a row is deleted", () => {
    expect(canAddRow(group, [row("a"), row("b", true)])).toBe(true);
  });

  it("deletes above min by flagging the row, never below min", () => {
    const rows = [row("a"), row("b")];
    expect(canDeleteRow(group, rows)).toBe(true);
    const after = deleteRow(group, rows, 0);
    expect(after).toEqual([{ name: "a", __deleted: true }, { name: "b" }]);
    expect(rows[0]).toEqual({ name: "a" }); // not mutated
    expect(canDeleteRow(group, after)).toBe(false);
    expect(deleteRow(group, after, 1)).toBe(after);
  });

  it("ignores deleting an already deleted or missing row", () => {
    const rows = [row("a", true), row("b"), row("c")];
    expect(deleteRow(group, rows, 0)).toBe(rows);
    expect(deleteRow(group, rows, 7)).toBe(rows);
  });

  it("never exceeds max nor goes below min, whatever the clicks", () => {
    const limits = fc
      .tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 6 }))
      .filter(([min, max]) => min <= max);
    const clicks = fc.array(fc.oneof(fc.constant("add" as const), fc.integer({ min: 0, max: 8 })), {
      maxLength: 40,
    });
    fc.assert(
      fc.property(limits, clicks, ([min, max], actions) => {
        const g = repeatingGroup("g", fields, { minRows: min, maxRows: max });
        let rows: readonly GroupRow[] = Array.from({ length: min }, () => emptyRow(g));
        for (const action of actions) {
          rows = action === "add" ? addRow(g, rows) : deleteRow(g, rows, action);
          expect(countRows(rows)).toBeLessThanOrEqual(max);
          expect(countRows(rows)).toBeGreaterThanOrEqual(min);
        }
      }),
    );
  });
});

describe("live and raw indexes", () => {
  const rows: GroupRow[] = [{ n: "a" }, { n: "b", __deleted: true }, { n: "c" }];

  it("maps raw positions to live indexes and back", () => {
    expect(liveIndexOf(rows, 0)).toBe(0);
    expect(liveIndexOf(rows, 1)).toBe(-1);
    expect(liveIndexOf(rows, 2)).toBe(1);
    expect(rawIndexOf(rows, 1)).toBe(2);
    expect(rawIndexOf(rows, 2)).toBe(-1);
  });
});

describe("isRowEmpty and rowsToCheck", () => {
  const group = repeatingGroup("g", fields, { minRows: 2 });

  it("calls a row empty when every value field is empty", () => {
    expect(isRowEmpty(group, { name: " ", agree: false, files: [] })).toBe(true);
    expect(isRowEmpty(group, {})).toBe(true);
    expect(isRowEmpty(group, { name: "x" })).toBe(false);
    expect(isRowEmpty(group, { agree: true })).toBe(false);
  });

  it("drops deleted rows and pads to the minimum", () => {
    const checked = rowsToCheck(group, [{ name: "a", __deleted: true }, { name: "b" }]);
    expect(checked).toEqual([{ name: "b" }, { name: "", agree: false, files: [] }]);
  });
});

describe("rowsToStore", () => {
  const row = (name: string): GroupRow => ({ name, agree: false, files: [] });

  it("drops rows left entirely empty beyond the minimum, keeps those within it", () => {
    const group = repeatingGroup("g", fields, { minRows: 2 });
    const rows = [row(""), row("a"), row(""), row("b"), row("")];
    expect(rowsToStore(group, rows)).toEqual([row(""), row("a"), row("b")]);
  });

  it("keeps a row with any answer, and leaves deleted rows out", () => {
    const group = repeatingGroup("g", fields, { minRows: 0 });
    const ticked = { ...row(""), agree: true };
    expect(rowsToStore(group, [row(""), ticked, { ...row("gone"), __deleted: true }])).toEqual([
      ticked,
    ]);
  });
});
