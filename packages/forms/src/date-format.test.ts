import { describe, expect, it } from "vitest";
import { isValidDate, toDisplayDate, toStoredDate } from "./date-format.ts";

describe("isValidDate", () => {
  it("accepts typed DD/MM/YYYY, D/M/YYYY and stored YYYY-MM-DD dates", () => {
    expect(isValidDate("29/02/2024")).toBe(true);
    expect(isValidDate("1/2/2024")).toBe(true);
    expect(isValidDate("2024-02-29")).toBe(true);
    expect(isValidDate(" 31/12/1999 ")).toBe(true);
  });

  it("rejects days that do not exist", () => {
    expect(isValidDate("31/02/2024")).toBe(false);
    expect(isValidDate("29/02/2023")).toBe(false);
    expect(isValidDate("31/04/2024")).toBe(false);
    expect(isValidDate("2023-02-29")).toBe(false);
    expect(isValidDate("00/01/2024")).toBe(false);
    expect(isValidDate("01/13/2024")).toBe(false);
    expect(isValidDate("01/01/0000")).toBe(false);
  });

  it("follows the Gregorian leap-year rule for centuries", () => {
    expect(isValidDate("29/02/2000")).toBe(true);
    expect(isValidDate("29/02/1900")).toBe(false);
  });

  it("rejects text in other shapes", () => {
    for (const text of [
      "",
      "today",
      "2024/02/01",
      "01-02-2024",
      "1/2/24",
      "2024-2-1",
      "01/02/2024x",
    ]) {
      expect(isValidDate(text), text).toBe(false);
    }
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
