/**
 * Value formats of SPEC §3: dates are stored as YYYY-MM-DD and shown (and typed) as DD/MM/YYYY.
 * Parsing is done by hand on purpose: `Date` would roll 31/02 over to 2 March and reads its
 * input in the machine's time zone, and the service and the browser must agree exactly.
 */

const STORED = /^(\d{4})-(\d{2})-(\d{2})$/;
// Typed text: day and month may have one or two digits (1/2/2024 as well as 01/02/2024).
const DISPLAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

type CalendarDate = { year: number; month: number; day: number };

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function calendarDate(year: number, month: number, day: number): CalendarDate | undefined {
  // Year 0000 does not exist in the calendar people type dates in.
  if (year < 1 || month < 1 || month > 12 || day < 1) return undefined;
  return day <= daysInMonth(year, month) ? { year, month, day } : undefined;
}

function parseDate(text: string): CalendarDate | undefined {
  const trimmed = text.trim();
  const stored = STORED.exec(trimmed);
  if (stored) return calendarDate(Number(stored[1]), Number(stored[2]), Number(stored[3]));
  const shown = DISPLAY.exec(trimmed);
  if (shown) return calendarDate(Number(shown[3]), Number(shown[2]), Number(shown[1]));
  return undefined;
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** A real calendar date, typed as D/M/YYYY or DD/MM/YYYY, or stored as YYYY-MM-DD. */
export function isValidDate(text: string): boolean {
  return parseDate(text) !== undefined;
}

/** YYYY-MM-DD for a typed or stored date; null when the text is not a valid date. */
export function toStoredDate(text: string): string | null {
  const date = parseDate(text);
  return date ? `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}` : null;
}

/**
 * DD/MM/YYYY for a stored (or typed) date. Text that is not a valid date comes back unchanged,
 * so an input keeps showing what the user typed while validation reports it.
 */
export function toDisplayDate(text: string): string {
  const date = parseDate(text);
  return date ? `${pad(date.day, 2)}/${pad(date.month, 2)}/${pad(date.year, 4)}` : text;
}
