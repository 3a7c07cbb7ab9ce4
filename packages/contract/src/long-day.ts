// A module of its own: the portal's shell holds calendar.ts, and whatever any chunk uses of a
// shell module ships in the shell; only the dashboard's and the verification page's chunks
// need this.
/** "2027-03-31" → "31 March 2027": a calendar date (no time, so no zone) as sentences say it. */
export function longDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  const months = [
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
  ];
  return `${date} ${months[(month ?? 1) - 1]} ${year}`;
}
