// Which sessions are live at a moment: seen within the idle time-out and started within the
// absolute lifetime. Portal and desk sessions differ in their limits, not in this rule; the
// stores check it again in SQL (sessionRowsLive, sessionRowsDead) so a read and a write agree.

/** At `now`, the oldest last use and the oldest start a live session may have. */
export interface SessionWindow {
  now: Date;
  idleSince: Date;
  createdSince: Date;
}

export function sessionWindowAt(now: Date, idleMs: number, lifetimeMs: number): SessionWindow {
  return {
    now,
    idleSince: new Date(now.getTime() - idleMs),
    createdSince: new Date(now.getTime() - lifetimeMs),
  };
}

export function isLiveIn(
  window: SessionWindow,
  session: { lastSeenAt: Date; createdAt: Date },
): boolean {
  return session.lastSeenAt > window.idleSince && session.createdAt > window.createdSince;
}
