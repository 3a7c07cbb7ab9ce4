import { describe, expect, it } from "vitest";
import { valueMatches } from "./value-match.ts";

describe("valueMatches", () => {
  it("treats empty string, false, null and undefined as one value", () => {
    for (const current of ["", false, null, undefined, "  ", []]) {
      for (const expected of ["", false, null] as const) {
        expect(valueMatches(current, expected), `${JSON.stringify(current)} vs ${expected}`).toBe(
          true,
        );
      }
    }
  });

  it("does not match an empty value against a real one, either way", () => {
    expect(valueMatches("", 17)).toBe(false);
    expect(valueMatches(false, "no")).toBe(false);
    expect(valueMatches("no", false)).toBe(false);
    expect(valueMatches(0, "")).toBe(false);
  });

  it("compares numbers and numeric strings as numbers", () => {
    expect(valueMatches("17", 17)).toBe(true);
    expect(valueMatches(17, "17")).toBe(true);
    expect(valueMatches(" 17 ", 17)).toBe(true);
    expect(valueMatches("17.0", 17)).toBe(true);
    expect(valueMatches("1", 17)).toBe(false);
  });

  it("does not read hex or exponent text as numbers", () => {
    expect(valueMatches("0x11", 17)).toBe(false);
    expect(valueMatches("1.7e1", 17)).toBe(false);
  });

  it("compares strings and booleans strictly", () => {
    expect(valueMatches("NZ", "NZ")).toBe(true);
    expect(valueMatches("nz", "NZ")).toBe(false);
    expect(valueMatches(true, true)).toBe(true);
    expect(valueMatches("true", true)).toBe(false);
    expect(valueMatches(1, true)).toBe(false);
  });

  it("matches a list when one of its elements matches", () => {
    expect(valueMatches(["dentist", "hygienist"], "hygienist")).toBe(true);
    expect(valueMatches([1, 17], "17")).toBe(true);
    expect(valueMatches(["dentist"], "hygienist")).toBe(false);
  });

  it("never matches an object value such as an uploaded file", () => {
    const file = { fileName: "a.pdf", fileSize: 1, mimeType: "application/pdf", base64: "" };
    expect(valueMatches([file], "a.pdf")).toBe(false);
    expect(valueMatches([file], "")).toBe(false);
  });
});
