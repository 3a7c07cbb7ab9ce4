import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidName, NAME_PATTERN, parseRowFieldKey, rowFieldKey } from "./field-names.ts";

describe("NAME_PATTERN", () => {
  it("accepts identifiers the back office uses", () => {
    for (const name of ["cpd_completed", "x", "_private", "peer-name", "Field2", "A_b-C_9"]) {
      expect(isValidName(name), name).toBe(true);
    }
  });

  it("rejects separators of the flat key, unicode, blanks and the reserved __ prefix", () => {
    const bad = [
      "a.b",
      "a[0]",
      "a]",
      "",
      "2fast",
      "-x",
      "tēnā",
      "naïve",
      "a b",
      "__deleted",
      "__proto__",
    ];
    for (const name of bad) expect(isValidName(name), name).toBe(false);
  });

  it("rejects every name holding a dot, a bracket or a non-ASCII character", () => {
    const forbidden = fc.constantFrom(".", "[", "]", "ā", "字", "😀", " ");
    fc.assert(
      fc.property(fc.string(), forbidden, fc.string(), (before, bad, after) => {
        expect(NAME_PATTERN.test(`a${before}${bad}${after}`)).toBe(false);
      }),
    );
  });
});

describe("row field keys", () => {
  const groups = new Set(["qualifications"]);

  it("builds {groupId}[i].{fieldName}", () => {
    expect(rowFieldKey("qualifications", 2, "institution")).toBe("qualifications[2].institution");
  });

  it("parses a key of a known group back into its parts", () => {
    expect(parseRowFieldKey("qualifications[12].country", groups)).toEqual({
      groupId: "qualifications",
      liveIndex: 12,
      fieldName: "country",
    });
  });

  it("refuses keys that are not exactly a row key of a known group", () => {
    for (const key of [
      "qualifications",
      "other[0].country",
      "qualifications[01].country",
      "qualifications[-1].country",
      "qualifications[0]country",
      "qualifications[0].",
      "qualifications[0].a.b",
      "qualifications[0].__deleted",
      "qualifications[1234567890].country",
      "[0].country",
    ]) {
      expect(parseRowFieldKey(key, groups), key).toBeUndefined();
    }
  });
});
