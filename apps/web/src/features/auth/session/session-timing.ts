/** How long before the inactivity time-out the warning opens, at most (GOV.UK's pattern). */
const WARNING_LEAD_MS = 2 * 60_000;

/** How often the service is asked whether the session is still live, while the user is active. */
export const SERVER_SESSION_CHECK_MS = 60_000;

/**
 * After this much inactivity the warning opens: 2 minutes before the time-out, or at 80 % of
 * it when that leaves less than 2 minutes (a 60 s time-out warns after 48 s).
 */
export function warnAfterMs(limitMs: number): number {
  return Math.max(limitMs - WARNING_LEAD_MS, limitMs * 0.8);
}

/**
 * How often an active user's session is confirmed with the service: once a minute, or twice
 * per time-out when it is shorter, so the service's idle window never runs out under a user
 * who is typing.
 */
export function serverCheckEveryMs(limitMs: number): number {
  return Math.min(SERVER_SESSION_CHECK_MS, limitMs / 2);
}

const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** "2 minutes", "1 minute 30 seconds", "45 seconds": the time left, whole seconds up. */
export function timeLeftText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return unit(rest, "second");
  return rest === 0
    ? unit(minutes, "minute")
    : `${unit(minutes, "minute")} ${unit(rest, "second")}`;
}
