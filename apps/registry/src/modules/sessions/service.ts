// Session rules: a new random id at every login, an idle time-out that slides with use (the
// portal's configured `timeout`, SPEC §4), an absolute lifetime (ASVS 7.3.2) and revocation
// at logout. Time comes from an injected clock so tests can move it.
import { inactivityTimeoutMs } from "@portal/contract";
import type { Db, Executor } from "../../db/client.ts";
import { hashSessionId, isWellFormedSessionId, newSessionId } from "./session-id.ts";
import * as store from "./store.ts";

/** However active, a session ends this long after login (ASVS 7.3.2). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;

export type Clock = () => Date;

export interface SessionContext {
  userId: number;
  sessionId: string;
}

export interface SessionService {
  start(userId: number): Promise<string>;
  /** The session's user when `sessionId` names a live session (and slides its idle window). */
  resume(sessionId: unknown): Promise<SessionContext | undefined>;
  end(sessionId: unknown): Promise<void>;
  /** Revokes every other session of the user (the current one stays), inside `ex`. */
  endOthers(ex: Executor, session: SessionContext): Promise<void>;
}

export function createSessionService(deps: {
  db: Db;
  clock: Clock;
  /** The portal's `timeout` in seconds; 0 means the portal's default (SPEC §4). */
  timeoutSeconds: number;
}): SessionService {
  const idleMs = inactivityTimeoutMs(deps.timeoutSeconds);
  const windowAt = (now: Date) => ({
    now,
    idleSince: new Date(now.getTime() - idleMs),
    createdSince: new Date(now.getTime() - SESSION_ABSOLUTE_LIFETIME_MS),
  });

  return {
    async start(userId) {
      const sessionId = newSessionId();
      const window = windowAt(deps.clock());
      await deps.db.transaction(async (tx) => {
        await store.deleteDeadSessions(tx, window);
        await store.insertSession(tx, {
          idHash: hashSessionId(sessionId),
          userId,
          now: window.now,
        });
      });
      return sessionId;
    },

    async resume(sessionId) {
      if (!isWellFormedSessionId(sessionId)) return undefined;
      const row = await store.touchLiveSession(
        deps.db,
        hashSessionId(sessionId),
        windowAt(deps.clock()),
      );
      return row ? { userId: row.userId, sessionId } : undefined;
    },

    async end(sessionId) {
      if (!isWellFormedSessionId(sessionId)) return;
      await store.deleteSession(deps.db, hashSessionId(sessionId));
    },

    async endOthers(ex, session) {
      await store.deleteOtherSessionsOf(ex, session.userId, hashSessionId(session.sessionId));
    },
  };
}
