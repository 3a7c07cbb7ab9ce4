// SQL of the sessions table. Rows are keyed by the hash of the session id, never the id.
import { and, eq, gt, lt, ne, or } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import { firstRow } from "../../db/rows.ts";
import { sessions } from "../../db/schema.ts";
import type { SessionWindow } from "./session-window.ts";

/** The columns a session table (the portal's, the desk's) keeps its two times in. */
interface SessionTimes {
  lastSeenAt: AnyPgColumn;
  createdAt: AnyPgColumn;
}
type Limits = Omit<SessionWindow, "now">;

/** isLiveIn, in SQL: the rows of sessions still live in the window. */
export const sessionRowsLive = (table: SessionTimes, window: Limits) =>
  and(gt(table.lastSeenAt, window.idleSince), gt(table.createdAt, window.createdSince));

/** The rows that can no longer be live: idle too long, or started too long ago. */
export const sessionRowsDead = (table: SessionTimes, window: Limits) =>
  or(lt(table.lastSeenAt, window.idleSince), lt(table.createdAt, window.createdSince));

export async function insertSession(
  ex: Executor,
  row: { idHash: string; userId: number; now: Date },
): Promise<void> {
  await ex
    .insert(sessions)
    .values({ idHash: row.idHash, userId: row.userId, createdAt: row.now, lastSeenAt: row.now });
}

/** The session stored under `idHash`, live or not (the service decides): a read only. */
export async function findSession(
  ex: Executor,
  idHash: string,
): Promise<{ userId: number; createdAt: Date; lastSeenAt: Date } | undefined> {
  const { userId, createdAt, lastSeenAt } = sessions;
  return firstRow(
    ex.select({ userId, createdAt, lastSeenAt }).from(sessions).where(eq(sessions.idHash, idHash)),
  );
}

/**
 * Marks a live session as seen now and answers its user, in one statement so that checking
 * and sliding the idle window cannot race. A session not live in the window is left untouched.
 */
export async function touchLiveSession(
  ex: Executor,
  idHash: string,
  window: SessionWindow,
): Promise<{ userId: number } | undefined> {
  return firstRow(
    ex
      .update(sessions)
      .set({ lastSeenAt: window.now })
      .where(and(eq(sessions.idHash, idHash), sessionRowsLive(sessions, window)))
      .returning({ userId: sessions.userId }),
  );
}

/** Deletes the session; answers whose it was (undefined: there was none). */
export async function deleteSession(
  ex: Executor,
  idHash: string,
): Promise<{ userId: number } | undefined> {
  return firstRow(
    ex.delete(sessions).where(eq(sessions.idHash, idHash)).returning({ userId: sessions.userId }),
  );
}

/** Removes sessions that can no longer be used, so the table does not grow without end. */
export async function deleteDeadSessions(ex: Executor, window: Limits): Promise<void> {
  await ex.delete(sessions).where(sessionRowsDead(sessions, window));
}

/** Ends every session of the user but the one kept (after a password change). */
export async function deleteOtherSessionsOf(
  ex: Executor,
  userId: number,
  keepIdHash: string,
): Promise<number> {
  const rows = await ex
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)))
    .returning({ idHash: sessions.idHash });
  return rows.length;
}
