// Display formats of SPEC §2 List screens: dates 'D Mon YYYY' from a seconds timestamp, sizes
// in B, KB, MB or GB. Dates are read on the regulator's calendar (config `timeZone`), so a form
// shows the same day as its receipt, whatever the browser's time zone or language.
import { shortDateAt } from "@portal/contract";

/** "3 Mar 2026" on the regulator's calendar; empty for a missing timestamp. */
export function formatDate(seconds: number | undefined, timeZone: string): string {
  if (seconds === undefined || !Number.isFinite(seconds)) return "";
  return shortDateAt(new Date(seconds * 1000), timeZone);
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
