// A module of its own: the portal's shell holds calendar.ts, and whatever any chunk uses of a
// shell module ships in the shell; only the dashboard's and the verification page's chunks
// (and the service's texts) need this.
const longDays = new Intl.DateTimeFormat("en-NZ", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2027-03-31" → "31 March 2027": a calendar date (no time, so no zone) as sentences say it. */
export function longDay(day: string): string {
  return longDays.format(new Date(`${day}T00:00:00Z`));
}

/** "2027-03-31" plus `days` (fewer when negative), as YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** `day` plus `days` working days, Saturdays and Sundays skipped (public holidays are not known). */
export function addWorkingDays(day: string, days: number): string {
  let at = day;
  for (let left = days; left > 0; ) {
    at = addDays(at, 1);
    const weekday = new Date(`${at}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at;
}
