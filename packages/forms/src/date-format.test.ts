import { describe, expect, it } from "vitest";
import { isValidDate, toDisplayDate, toStoredDate } from "./date-format.ts";

describe("isValidDate", () => {
  it.each([
    // Typed DD/MM/YYYY, D/M/YYYY and stored YYYY-MM-DD dates.
    "29/02/2024",
    "1/2/2024",
    "2024-02-29",
    " 31/12/1999 ",
    // The Gregorian leap-year rule for centuries.
    "29/02/2000",
  ])("accepts %j", (text) => {
    expect(isValidDate(text)).toBe(true);
  });

  it.each([
    // Days that do not exist.
    "31/02/2024",
    "29/02/2023",
    "31/04/2024",
    "2023-02-29",
    "00/01/2024",
    "01/13/2024",
    "01/01/0000",
    "29/02/1900",
    // Text in other shapes.
    "",
    "today",
    "2024/02/01",
    "01-02-2024",
    "1/2/24",
    "2024-2-1",
    "01/02/2024x",
  ])("rejects %j", (text) => {
    expect(isValidDate(text)).toBe(false);
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
