import { describe, expect, it } from "vitest";
import {
  calendarDateAt,
  isTimeZone,
  momentAt,
  numericDateAt,
  shortDateAt,
  startOfDayIn,
} from "./calendar.ts";
import { addWorkingDays } from "./long-day.ts";
import { DEFAULT_TIME_ZONE } from "./time-zone.ts";

// 20:30 UTC on 24 November is already 09:30 on the 25th in New Zealand (NZDT, UTC+13).
const eveningUtc = new Date("2026-11-24T20:30:00Z");

describe("the regulator's calendar", () => {
  it("dates an instant on the zone's calendar, not UTC's", () => {
    expect(calendarDateAt(eveningUtc, DEFAULT_TIME_ZONE)).toBe("2026-11-25");
    expect(numericDateAt(eveningUtc, DEFAULT_TIME_ZONE)).toBe("25/11/2026");
    expect(shortDateAt(eveningUtc, DEFAULT_TIME_ZONE)).toBe("25 Nov 2026");
    expect(calendarDateAt(eveningUtc, "UTC")).toBe("2026-11-24");
    expect(shortDateAt(eveningUtc, "America/Los_Angeles")).toBe("24 Nov 2026");
  });

  it("follows daylight saving: NZST in winter, NZDT in summer", () => {
    expect(momentAt(eveningUtc, DEFAULT_TIME_ZONE)).toBe("9:30 am on 25 November 2026 (NZDT)");
    expect(momentAt(new Date("2026-06-30T23:05:00Z"), DEFAULT_TIME_ZONE)).toBe(
      "11:05 am on 1 July 2026 (NZST)",
    );
    expect(momentAt(new Date("2026-01-01T00:00:00Z"), "UTC")).toBe(
      "12:00 am on 1 January 2026 (UTC)",
    );
  });

  it("knows IANA names and falls back to the default for one it does not know", () => {
    expect(isTimeZone("Pacific/Chatham")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(calendarDateAt(eveningUtc, "Mars/Olympus_Mons")).toBe("2026-11-25");
  });
});

describe("startOfDayIn", () => {
  it("is the instant the day begins on the zone's calendar, clock changes included", () => {
    const start = (date: string, zone: string) => startOfDayIn(date, zone).toISOString();
    // NZDT (+13) in November; NZST (+12) until the clocks go forward on 27 September 2026.
    expect(start("2026-11-25", "Pacific/Auckland")).toBe("2026-11-24T11:00:00.000Z");
    expect(start("2026-09-27", "Pacific/Auckland")).toBe("2026-09-26T12:00:00.000Z");
    expect(start("2026-09-28", "Pacific/Auckland")).toBe("2026-09-27T11:00:00.000Z");
    expect(start("2026-11-25", "UTC")).toBe("2026-11-25T00:00:00.000Z");
    expect(start("2026-03-08", "America/New_York")).toBe("2026-03-08T05:00:00.000Z");
    // Whatever the day, the zone's calendar names it at that instant.
    for (const date of ["2026-01-01", "2026-04-05", "2026-09-27", "2026-12-31"]) {
      expect(calendarDateAt(startOfDayIn(date, "Pacific/Auckland"), "Pacific/Auckland")).toBe(date);
    }
  });
});

describe("addWorkingDays", () => {
  it("skips Saturdays and Sundays, from any day of the week", () => {
    expect(addWorkingDays("2026-03-01", 10)).toBe("2026-03-13"); // from a Sunday
    expect(addWorkingDays("2026-03-06", 1)).toBe("2026-03-09"); // Friday → Monday
    expect(addWorkingDays("2026-03-07", 1)).toBe("2026-03-09"); // Saturday → Monday
    expect(addWorkingDays("2026-03-02", 0)).toBe("2026-03-02");
  });
});
