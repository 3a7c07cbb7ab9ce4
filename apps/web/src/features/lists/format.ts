// Dates of SPEC §2 List screens: 'D Mon YYYY' from a seconds timestamp, read on the regulator's
// calendar (config `timeZone`), so a form shows the same day as its receipt, whatever the
// browser's time zone or language.
import { shortDateAt } from "@portal/contract";

/** "3 Mar 2026" on the regulator's calendar; empty for a missing timestamp. */
export function formatDate(seconds: number | undefined, timeZone: string): string {
  if (seconds === undefined || !Number.isFinite(seconds)) return "";
  return shortDateAt(new Date(seconds * 1000), timeZone);
}
