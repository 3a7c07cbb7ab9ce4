import { describe, expect, it } from "vitest";
import { isEmptyValue, readValue, rowsOf } from "./page-values.ts";

describe("isEmptyValue", () => {
  it("counts undefined, null, false, blank text and empty lists as empty", () => {
    for (const value of [undefined, null, false, "", "  \n", []]) {
      expect(isEmptyValue(value), JSON.stringify(value)).toBe(true);
    }
  });

  it("counts 0, true, text and non-empty lists as answers", () => {
    for (const value of [0, true, "x", ["a"], [0]]) {
      expect(isEmptyValue(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe("readValue", () => {
  it("prefers the row's own field, then the page, and reads no inherited keys", () => {
    expect(readValue("n", { n: "page" }, { n: "row" })).toBe("row");
    expect(readValue("n", { n: "page" }, { m: "row" })).toBe("page");
    expect(readValue("toString", {})).toBeUndefined();
  });
});

describe("rowsOf", () => {
  it("answers no rows for a value that is not a list", () => {
    expect(rowsOf({ g: "x" }, "g")).toEqual([]);
    expect(rowsOf({}, "g")).toEqual([]);
  });

  it("keeps positions when a stray element is not a row", () => {
    const values = JSON.parse('{"g": [{"a": "1"}, 5, {"a": "2"}]}');
    expect(rowsOf(values, "g")).toEqual([{ a: "1" }, {}, { a: "2" }]);
  });
});
