// Display formats of SPEC §2 List screens: dates 'D Mon YYYY' from a seconds timestamp, sizes
// in B, KB, MB or GB. Dates are read on New Zealand's calendar (the regulator's), so a form
// shows the same day whatever the browser's time zone or language.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const nzCalendar = new Intl.DateTimeFormat("en-NZ", {
  timeZone: "Pacific/Auckland",
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

/** "3 Mar 2026"; empty for a missing timestamp. */
export function formatDate(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds)) return "";
  const parts = nzCalendar.formatToParts(new Date(seconds * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return `${part("day")} ${MONTHS[part("month") - 1]} ${part("year")}`;
}

const UNITS = ["B", "KB", "MB", "GB"] as const;

/** 512 B, 1.2 KB, 3.4 MB, 1.1 GB (powers of 1024; one decimal below 10, else whole). */
export function formatSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
}
