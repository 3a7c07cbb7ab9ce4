// SQL of desk sessions, keyed by the SHA-256 of their ids.
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { anyRow, firstRow } from "../../../db/rows.ts";
import { staffAccounts, staffSessions } from "../../../db/schema.ts";
import { type SessionWindow, sessionRowsDead, sessionRowsLive } from "../../sessions/index.ts";

export type StaffSessionRow = typeof staffSessions.$inferSelect;

export async function insertStaffSession(
  ex: Executor,
  row: { idHash: string; staffId: number; now: Date; mfaPassed: boolean; signedInWith: string },
): Promise<void> {
  await ex.insert(staffSessions).values({
    idHash: row.idHash,
    staffId: row.staffId,
    createdAt: row.now,
    lastSeenAt: row.now,
    mfaPassedAt: row.mfaPassed ? row.now : null,
    signedInWith: row.signedInWith,
  });
}

/** The session with its account, live or not (the service decides). */
export async function findStaffSession(ex: Executor, idHash: string) {
  const { staffId, createdAt, lastSeenAt, mfaPassedAt } = staffSessions;
  const { email, role, disabled } = staffAccounts;
  return firstRow(
    ex
      .select({ staffId, createdAt, lastSeenAt, mfaPassedAt, email, role, disabled })
      .from(staffSessions)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
      .where(eq(staffSessions.idHash, idHash)),
  );
}

/** Slides a live session's idle window; false when it ended or expired meanwhile. */
export async function touchStaffSession(
  ex: Executor,
  idHash: string,
  window: SessionWindow,
): Promise<boolean> {
  return anyRow(
    ex
      .update(staffSessions)
      .set({ lastSeenAt: window.now })
      .where(and(eq(staffSessions.idHash, idHash), sessionRowsLive(staffSessions, window)))
      .returning({ staffId: staffSessions.staffId }),
  );
}

/** Ends a session; answers whose it was. */
export async function deleteStaffSession(ex: Executor, idHash: string) {
  return firstRow(
    ex
      .delete(staffSessions)
      .where(eq(staffSessions.idHash, idHash))
      .returning({ staffId: staffSessions.staffId }),
  );
}

/** Ends every session of the account; answers how many. */
export async function deleteStaffSessionsOf(ex: Executor, staffId: number): Promise<number> {
  const rows = await ex
    .delete(staffSessions)
    .where(eq(staffSessions.staffId, staffId))
    .returning({ staffId: staffSessions.staffId });
  return rows.length;
}

export async function deleteDeadStaffSessions(ex: Executor, window: SessionWindow) {
  await ex.delete(staffSessions).where(sessionRowsDead(staffSessions, window));
}
