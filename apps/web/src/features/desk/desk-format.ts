import { calendarDateAt, shortMomentAt } from "@portal/contract";
import { useCallback } from "react";
import { useConfig } from "../config/index.ts";

/**
 * How the desk shows an instant: "25 Nov 2026, 4:05 pm" on the regulator's calendar (the
 * configuration's `timeZone`, from TIME_ZONE), whatever the browser's zone or language.
 */
export function useInstantText(): (iso: string) => string {
  const { timeZone } = useConfig();
  return useCallback((iso: string) => shortMomentAt(new Date(iso), timeZone), [timeZone]);
}

export const formatAmount = (cents: number) =>
  new Intl.NumberFormat("en-NZ", { style: "currency", currency: "NZD" }).format(cents / 100);

/** Status names as the desk shows them. */
export const statusNames: Record<string, string> = {
  awaiting: "Awaiting a decision",
  returned: "Returned for changes",
  accepted: "Accepted",
  declined: "Declined",
};

/** Today on the regulator's calendar (YYYY-MM-DD), whatever the browser's zone. */
export function useToday(): string {
  const { timeZone } = useConfig();
  return calendarDateAt(new Date(), timeZone);
}
