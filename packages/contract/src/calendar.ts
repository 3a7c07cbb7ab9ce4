// The regulator's calendar: every date a person sees – on a screen, in an e-mail,
// in a PDF – is the date in the regulator's time zone, whatever the time zone of the browser
// or of the server. The time zone is configured once (the portal configuration's `timeZone`,
// or TIME_ZONE) and served to the portal with the rest of its configuration.

import { DEFAULT_TIME_ZONE } from "./time-zone.ts";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** True for a time zone this runtime knows (an IANA name such as "Pacific/Auckland"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// Building a formatter costs far more than using one; lists format a date per row.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatOptions: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h12",
  timeZoneName: "short",
};
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Known once it is cached: an unknown zone is cached as the default's formatter.
    const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
    formatter = new Intl.DateTimeFormat("en-NZ", { ...formatOptions, timeZone: zone });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An instant as the regulator's wall clock shows it. */
export interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** "4:05 pm". */
  time: string;
  /** The zone's short name then ("NZDT"), or its offset where it has none ("GMT+13"). */
  zoneName: string;
}

/** What the clock on the regulator's wall showed at `instant` (an unknown zone: the default). */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return {
    year: Number(part("year")),
    month: Number(part("month")),
    day: Number(part("day")),
    time: `${Number(part("hour"))}:${part("minute")} ${part("dayPeriod").toLowerCase()}`,
    zoneName: part("timeZoneName"),
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The calendar date of `instant` in the zone, as YYYY-MM-DD (the stored form of a date). */
export function calendarDateAt(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClockAt(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** "25/11/2026", as dates show on forms and in their PDFs (SPEC §3). */
export function numericDateAt(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClockAt(instant, timeZone);
  return `${pad(day)}/${pad(month)}/${year}`;
}

/** "25 Nov 2026", as the lists show a form's date (SPEC §2 List screens). */
export function shortDateAt(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClockAt(instant, timeZone);
  return `${day} ${MONTHS[month - 1]!.slice(0, 3)} ${year}`;
}

/** "25 Nov 2026, 4:05 pm", as the desk shows when something happened. */
export function shortMomentAt(instant: Date, timeZone: string): string {
  const { time } = wallClockAt(instant, timeZone);
  return `${shortDateAt(instant, timeZone)}, ${time}`;
}

/** "4:05 pm on 25 November 2026 (NZDT)", for a moment a person must act by. */
export function momentAt(instant: Date, timeZone: string): string {
  const { year, month, day, time, zoneName } = wallClockAt(instant, timeZone);
  return `${time} on ${day} ${MONTHS[month - 1]} ${year} (${zoneName})`;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(part.year),
    Number(part.month) - 1,
    Number(part.day),
    Number(part.hour),
    Number(part.minute),
    Number(part.second),
  );
  return wall - (instant - (instant % 1000));
}

/**
 * The instant the day `date` (YYYY-MM-DD) begins on the regulator's calendar: a day a person
 * names ("submitted from 25/11/2026") is theirs, not UTC's. Asked twice, so a day on which the
 * clocks change is read with that day's own offset.
 */
export function startOfDayIn(date: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const wall = Date.UTC(year!, month! - 1, day!);
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}
