// SQL of the sessions table. Rows are keyed by the hash of the session id, never the id.
import { and, eq, gt, lt, ne, or } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { sessions } from "../../db/schema.ts";

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
  const [row] = await ex
    .select({
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(eq(sessions.idHash, idHash));
  return row;
}

/**
 * Marks a live session as seen now and answers its user, in one statement so that checking
 * and sliding the idle window cannot race. A session idle since before `idleSince`, or
 * created before `createdSince`, is not live and is left untouched.
 */
export async function touchLiveSession(
  ex: Executor,
  idHash: string,
  window: { now: Date; idleSince: Date; createdSince: Date },
): Promise<{ userId: number } | undefined> {
  const [row] = await ex
    .update(sessions)
    .set({ lastSeenAt: window.now })
    .where(
      and(
        eq(sessions.idHash, idHash),
        gt(sessions.lastSeenAt, window.idleSince),
        gt(sessions.createdAt, window.createdSince),
      ),
    )
    .returning({ userId: sessions.userId });
  return row;
}

/** Deletes the session; answers whose it was (undefined: there was none). */
export async function deleteSession(
  ex: Executor,
  idHash: string,
): Promise<{ userId: number } | undefined> {
  const [row] = await ex
    .delete(sessions)
    .where(eq(sessions.idHash, idHash))
    .returning({ userId: sessions.userId });
  return row;
}

/** Removes sessions that can no longer be used, so the table does not grow without end. */
export async function deleteDeadSessions(
  ex: Executor,
  window: { idleSince: Date; createdSince: Date },
): Promise<void> {
  await ex
    .delete(sessions)
    .where(
      or(lt(sessions.lastSeenAt, window.idleSince), lt(sessions.createdAt, window.createdSince)),
    );
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
