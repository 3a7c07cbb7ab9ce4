import { describe, expect, it } from "vitest";
import { isValidDate, toDisplayDate, toStoredDate } from "./date-format.ts";

describe("isValidDate", () => {
  it.each([
    // Typed DD/MM/YYYY, D/M/YYYY and stored YYYY-MM-DD dates.
    ["29/02/2024", true],
    ["1/2/2024", true],
    ["2024-02-29", true],
    [" 31/12/1999 ", true],
    // Days that do not exist.
    ["31/02/2024", false],
    ["29/02/2023", false],
    ["31/04/2024", false],
    ["2023-02-29", false],
    ["00/01/2024", false],
    ["01/13/2024", false],
    ["01/01/0000", false],
    // The Gregorian leap-year rule for centuries.
    ["29/02/2000", true],
    ["29/02/1900", false],
    // Text in other shapes.
    ["", false],
    ["today", false],
    ["2024/02/01", false],
    ["01-02-2024", false],
    ["1/2/24", false],
    ["2024-2-1", false],
    ["01/02/2024x", false],
  ])("isValidDate(%j) is %s", (text, valid) => {
    expect(isValidDate(text)).toBe(valid);
  });
});

describe("toStoredDate", () => {
  it("turns a typed date into YYYY-MM-DD", () => {
    expect(toStoredDate("05/03/2024")).toBe("2024-03-05");
    expect(toStoredDate("5/3/2024")).toBe("2024-03-05");
  });

  it("keeps a stored date as it is", () => {
    expect(toStoredDate("2024-03-05")).toBe("2024-03-05");
  });

  it("answers null for text that is not a date", () => {
    expect(toStoredDate("31/02/2024")).toBeNull();
    expect(toStoredDate("soon")).toBeNull();
  });
});

describe("toDisplayDate", () => {
  it("shows a stored date as DD/MM/YYYY", () => {
    expect(toDisplayDate("2024-03-05")).toBe("05/03/2024");
  });

  it("normalises a typed date to two-digit day and month", () => {
    expect(toDisplayDate("5/3/2024")).toBe("05/03/2024");
  });

  it("leaves text that is not a date unchanged so the input keeps what was typed", () => {
    expect(toDisplayDate("31/02/2024")).toBe("31/02/2024");
    expect(toDisplayDate("")).toBe("");
  });

  it("round-trips with toStoredDate", () => {
    expect(toStoredDate(toDisplayDate("1987-11-30"))).toBe("1987-11-30");
  });
});
