// Session rules: a new random id at every login, an idle time-out that slides with use (the
// portal's configured `timeout`, SPEC §4), an absolute lifetime (ASVS 7.3.2) and revocation
// at logout. Time comes from an injected clock so tests can move it.
import { inactivityTimeoutMs } from "@portal/contract";
import type { Clock } from "../../core/clock.ts";
import type { Db, Executor } from "../../db/client.ts";
import { createRowCache } from "../../db/row-cache.ts";
import { hashSecretToken, isWellFormedSecretToken, newSecretToken } from "../../secret-token.ts";
import { isLiveIn, sessionWindowAt } from "./session-window.ts";
import * as store from "./store.ts";

/** However active, a session ends this long after login (ASVS 7.3.2). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** Enough for every session signed in at once on a single-process deployment. */
export const SESSION_CACHE_ENTRIES = 10_000;

type StoredSession = NonNullable<Awaited<ReturnType<typeof store.findSession>>>;

/**
 * How stale `last_seen_at` may get before a request writes it again: min(60 s, a tenth of the
 * idle timeout). Most signed-in requests then only read their session. The price is precision:
 * the idle window slides from the last *recorded* use, which may be up to this much older than
 * the last real one, so a session idle-expires between (timeout − this) and timeout after its
 * last request – never later than the timeout, at most 10 % (and at most 60 s) earlier.
 */
export function lastSeenRefreshMs(idleMs: number): number {
  return Math.min(60_000, idleMs / 10);
}

export interface SessionContext {
  userId: number;
  sessionId: string;
}

export interface SessionService {
  start(userId: number): Promise<string>;
  /**
   * The session's user when `sessionId` names a live session; slides its idle window when its
   * last recorded use is older than `lastSeenRefreshMs` (otherwise a read only).
   */
  resume(sessionId: unknown): Promise<SessionContext | undefined>;
  /** Ends the session; answers whose it was (undefined: no such session). */
  end(sessionId: unknown): Promise<{ userId: number } | undefined>;
  /**
   * Revokes every other session of the user (the current one stays), inside `ex`; answers how
   * many ended.
   */
  endOthers(ex: Executor, session: SessionContext): Promise<number>;
}

export function createSessionService(deps: {
  db: Db;
  clock: Clock;
  /** The portal's `timeout` in seconds; 0 means the portal's default (SPEC §4). */
  timeoutSeconds: number;
  /**
   * Keep sessions read in memory: only when this process is the database's only client
   * (embedded PGlite), so that every session write passes through this service.
   */
  cacheSessions?: boolean;
}): SessionService {
  const idleMs = inactivityTimeoutMs(deps.timeoutSeconds);
  const refreshMs = lastSeenRefreshMs(idleMs);
  const windowAt = (now: Date) => sessionWindowAt(now, idleMs, SESSION_ABSOLUTE_LIFETIME_MS);
  const cache = deps.cacheSessions
    ? createRowCache<StoredSession>(SESSION_CACHE_ENTRIES)
    : undefined;

  /** The stored session: from the cache when it holds it, else read (and cached). */
  async function stored(idHash: string) {
    const cached = cache?.get(idHash);
    if (cached) return cached;
    const since = cache?.generation() ?? 0;
    const row = await store.findSession(deps.db, idHash);
    if (row) cache?.fill(idHash, row, since);
    return row;
  }

  return {
    async start(userId) {
      const sessionId = newSecretToken();
      const window = windowAt(deps.clock());
      await deps.db.transaction(async (tx) => {
        await store.deleteDeadSessions(tx, window);
        await store.insertSession(tx, {
          idHash: hashSecretToken(sessionId),
          userId,
          now: window.now,
        });
      });
      return sessionId;
    },

    async resume(sessionId) {
      if (!isWellFormedSecretToken(sessionId)) return undefined;
      const idHash = hashSecretToken(sessionId);
      const window = windowAt(deps.clock());
      const session = await stored(idHash);
      if (!session || !isLiveIn(window, session)) return undefined;
      if (session.lastSeenAt.getTime() <= window.now.getTime() - refreshMs) {
        // Checked again in the update: a session that ended meanwhile is not revived.
        const touched = await store.touchLiveSession(deps.db, idHash, window);
        if (!touched) {
          cache?.forget(idHash);
          return undefined;
        }
        cache?.set(idHash, { ...session, lastSeenAt: window.now });
      }
      return { userId: session.userId, sessionId };
    },

    async end(sessionId) {
      if (!isWellFormedSecretToken(sessionId)) return undefined;
      const idHash = hashSecretToken(sessionId);
      cache?.forget(idHash);
      return store.deleteSession(deps.db, idHash);
    },

    async endOthers(ex, session) {
      const keep = hashSecretToken(session.sessionId);
      cache?.forgetWhere((other, idHash) => other.userId === session.userId && idHash !== keep);
      return store.deleteOtherSessionsOf(ex, session.userId, keep);
    },
  };
}
