import { describe, expect, it } from "vitest";
import { formatDate } from "./format.ts";

const seconds = (iso: string) => Date.parse(iso) / 1000;

const NZ = "Pacific/Auckland";

describe("formatDate", () => {
  it("shows 'D Mon YYYY' from a seconds timestamp, on the regulator's calendar", () => {
    expect(formatDate(seconds("2026-03-03T12:00:00+13:00"), NZ)).toBe("3 Mar 2026");
    // Midnight UTC is already the afternoon in New Zealand: still the same day there.
    expect(formatDate(seconds("2025-11-10T00:00:00Z"), NZ)).toBe("10 Nov 2025");
    // Late evening UTC is the next morning in New Zealand.
    expect(formatDate(seconds("2024-12-31T20:00:00Z"), NZ)).toBe("1 Jan 2025");
    // A regulator elsewhere dates the same moment on its own calendar.
    expect(formatDate(seconds("2024-12-31T20:00:00Z"), "Europe/London")).toBe("31 Dec 2024");
  });

  it("names every month in three letters and leaves a missing date empty", () => {
    const months = Array.from({ length: 12 }, (_, m) =>
      formatDate(seconds(`2025-${String(m + 1).padStart(2, "0")}-15T00:00:00Z`), NZ),
    );
    expect(months.map((d) => d.split(" ")[1])).toEqual([
      "Jan",
      "Feb",
      "Mar",
      "Apr",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Oct",
      "Nov",
      "Dec",
    ]);
    expect(formatDate(undefined, NZ)).toBe("");
  });
});
