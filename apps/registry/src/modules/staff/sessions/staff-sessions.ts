// Desk sessions: a random id (secret-token.ts) in the `desk_session` cookie, only its SHA-256
// stored, in a table of their own, so a portal session is never a desk session or the reverse.
// A session starts *pending* when the password passes and becomes a staff session when the
// second factor does, under a new id (the pending id is worthless afterwards). Idle and
// absolute lifetimes are the module's (lifetimes.ts); a disabled account's sessions are ended
// and also refused here. On both databases every desk request reads its session: the desk is a
// few dozen people, not worth a cache.
import { deskMessages } from "@portal/contract";
import type { Clock } from "../../../core/clock.ts";
import type { Db, Executor } from "../../../db/client.ts";
import type { StaffRole } from "../../../db/schema.ts";
import { ClientError } from "../../../http/client-error.ts";
import { hashSecretToken, isWellFormedSecretToken, newSecretToken } from "../../../secret-token.ts";
import { isLiveIn, sessionWindowAt } from "../../sessions/index.ts";
import {
  STAFF_LAST_SEEN_REFRESH_MS,
  STAFF_PENDING_SESSION_MS,
  STAFF_SESSION_ABSOLUTE_MS,
  STAFF_SESSION_IDLE_MS,
} from "../lifetimes.ts";
import {
  deleteDeadStaffSessions,
  deleteStaffSession,
  deleteStaffSessionsOf,
  findStaffSession,
  insertStaffSession,
  touchStaffSession,
} from "./sessions-store.ts";

/** What a session signed in with the desk's own password and authenticator records. */
export const PASSWORD_SIGN_IN = "password";

export interface StaffContext {
  id: number;
  email: string;
  role: StaffRole;
  /** SHA-256 of the session id: names the session (in a log or a revocation), never is it. */
  sessionIdHash: string;
}

export interface ResumedStaffSession extends StaffContext {
  /** pending: the password passed, the second factor not yet. */
  stage: "pending" | "complete";
}

export interface StaffSessions {
  /** A pending session after the password; answers its id. */
  startPending(staffId: number): Promise<string>;
  /**
   * Replaces a pending session by a staff session with a new id, inside `ex`; answers the id.
   * Throws 401 when the pending session has ended meanwhile (so `ex` rolls back).
   */
  complete(ex: Executor, pendingIdHash: string, staffId: number): Promise<string>;
  /** A staff session straight away, signed in by the organisation's provider (its issuer). */
  startSignedIn(ex: Executor, staffId: number, provider: string): Promise<string>;
  resume(sessionId: unknown): Promise<ResumedStaffSession | undefined>;
  /** Ends the session (inside `ex` when given); answers whose it was. */
  end(sessionIdHash: string, ex?: Executor): Promise<{ staffId: number } | undefined>;
  /** Ends every session of the account inside `ex`; answers how many. */
  endAllOf(ex: Executor, staffId: number): Promise<number>;
}

export function createStaffSessions(deps: { db: Db; clock: Clock }): StaffSessions {
  const windowAt = (now: Date) =>
    sessionWindowAt(now, STAFF_SESSION_IDLE_MS, STAFF_SESSION_ABSOLUTE_MS);

  async function start(ex: Executor, staffId: number, mfaPassed: boolean, signedInWith: string) {
    const id = newSecretToken();
    const window = windowAt(deps.clock());
    await deleteDeadStaffSessions(ex, window);
    await insertStaffSession(ex, {
      idHash: hashSecretToken(id),
      staffId,
      now: window.now,
      mfaPassed,
      signedInWith,
    });
    return id;
  }

  return {
    startPending: (staffId) =>
      deps.db.transaction((tx) => start(tx, staffId, false, PASSWORD_SIGN_IN)),

    async complete(ex, pendingIdHash, staffId) {
      // Two second factors sent at once with one pending session: one completes it.
      if (!(await deleteStaffSession(ex, pendingIdHash))) {
        throw new ClientError(401, deskMessages.signInRequired);
      }
      return start(ex, staffId, true, PASSWORD_SIGN_IN);
    },

    startSignedIn: (ex, staffId, provider) => start(ex, staffId, true, provider),

    async resume(sessionId) {
      if (!isWellFormedSecretToken(sessionId)) return undefined;
      const idHash = hashSecretToken(sessionId);
      const window = windowAt(deps.clock());
      const row = await findStaffSession(deps.db, idHash);
      if (!row || row.disabled) return undefined;
      const now = window.now.getTime();
      const pending = row.mfaPassedAt === null;
      const live = pending
        ? row.createdAt.getTime() > now - STAFF_PENDING_SESSION_MS
        : isLiveIn(window, row);
      if (!live) return undefined;
      if (row.lastSeenAt.getTime() <= now - STAFF_LAST_SEEN_REFRESH_MS) {
        // Checked again in the update: a session revoked meanwhile is not revived.
        if (!(await touchStaffSession(deps.db, idHash, window))) return undefined;
      }
      return {
        id: row.staffId,
        email: row.email,
        role: row.role,
        sessionIdHash: idHash,
        stage: pending ? "pending" : "complete",
      };
    },

    end: (sessionIdHash, ex = deps.db) => deleteStaffSession(ex, sessionIdHash),

    endAllOf: (ex, staffId) => deleteStaffSessionsOf(ex, staffId),
  };
}
