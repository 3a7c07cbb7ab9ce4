// SQL of the staff tables. Sessions and links are keyed by the SHA-256 of their secrets.
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { anyRow, firstRow } from "../../db/rows.ts";
import {
  type StaffRole,
  staffAccounts,
  staffPasswordLinks,
  staffRecoveryCodes,
  staffSessions,
} from "../../db/schema.ts";
import { type SessionWindow, sessionRowsDead, sessionRowsLive } from "../sessions/index.ts";
import { emailIs, normaliseEmail } from "../users/index.ts";

export type StaffRow = typeof staffAccounts.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

export async function findStaffByEmail(ex: Executor, email: string): Promise<StaffRow | undefined> {
  return firstRow(ex.select().from(staffAccounts).where(emailIs(staffAccounts.email, email)));
}

export async function findStaffById(ex: Executor, id: number): Promise<StaffRow | undefined> {
  return firstRow(ex.select().from(staffAccounts).where(eq(staffAccounts.id, id)));
}

export async function listStaff(ex: Executor): Promise<StaffRow[]> {
  return ex.select().from(staffAccounts).orderBy(staffAccounts.email);
}

/** A new account unless the e-mail is taken; answers its id, or undefined if it was. */
export async function insertStaff(
  ex: Executor,
  row: { email: string; role: StaffRole; now: Date },
): Promise<number | undefined> {
  const inserted = await firstRow(
    ex
      .insert(staffAccounts)
      .values({ email: normaliseEmail(row.email), role: row.role, createdAt: row.now })
      .onConflictDoNothing({ target: staffAccounts.email })
      .returning({ id: staffAccounts.id }),
  );
  return inserted?.id;
}

/** Back to a new account's state: no password, no authenticator, no recovery codes. */
export async function resetStaffCredentials(
  ex: Executor,
  id: number,
  role: StaffRole | undefined,
): Promise<void> {
  await ex
    .update(staffAccounts)
    .set({
      passwordHash: null,
      totpSecret: null,
      totpEnrolledAt: null,
      totpLastStep: null,
      ...(role ? { role } : {}),
    })
    .where(eq(staffAccounts.id, id));
  await ex.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
}

export async function setStaffPassword(ex: Executor, id: number, passwordHash: string) {
  await ex.update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.id, id));
}

export async function setStaffDisabled(
  ex: Executor,
  id: number,
  disabled: boolean,
): Promise<boolean> {
  return anyRow(
    ex
      .update(staffAccounts)
      .set({ disabled })
      .where(eq(staffAccounts.id, id))
      .returning({ id: staffAccounts.id }),
  );
}

/** A new secret waiting for its first code; only while none is enrolled. */
export async function setPendingTotpSecret(
  ex: Executor,
  id: number,
  sealed: string,
): Promise<boolean> {
  return anyRow(
    ex
      .update(staffAccounts)
      .set({ totpSecret: sealed, totpLastStep: null })
      .where(and(eq(staffAccounts.id, id), isNull(staffAccounts.totpEnrolledAt)))
      .returning({ id: staffAccounts.id }),
  );
}

/**
 * Takes the code of `step`: records it as the last used, only if no code of this step or a
 * later one was taken before (one statement, so two requests with one code cannot both pass).
 * With `enrolAt`, also confirms a pending enrolment.
 */
export async function takeTotpStep(
  ex: Executor,
  id: number,
  step: number,
  enrolAt?: Date,
): Promise<boolean> {
  return anyRow(
    ex
      .update(staffAccounts)
      .set({ totpLastStep: step, ...(enrolAt ? { totpEnrolledAt: enrolAt } : {}) })
      .where(
        and(
          eq(staffAccounts.id, id),
          or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
          enrolAt ? isNull(staffAccounts.totpEnrolledAt) : sql`true`,
        ),
      )
      .returning({ id: staffAccounts.id }),
  );
}

export async function replaceRecoveryCodes(ex: Executor, staffId: number, hashes: string[]) {
  await ex.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await ex.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
}

/** Uses the code up, in one statement; false when unknown or used. */
export async function takeRecoveryCode(
  ex: Executor,
  staffId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  return anyRow(
    ex
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, staffId),
          eq(staffRecoveryCodes.codeHash, codeHash),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ staffId: staffRecoveryCodes.staffId }),
  );
}

export async function countUnusedRecoveryCodes(ex: Executor, staffId: number): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// Sessions.

export async function insertStaffSession(
  ex: Executor,
  row: { idHash: string; staffId: number; now: Date; mfaPassed: boolean },
): Promise<void> {
  await ex.insert(staffSessions).values({
    idHash: row.idHash,
    staffId: row.staffId,
    createdAt: row.now,
    lastSeenAt: row.now,
    mfaPassedAt: row.mfaPassed ? row.now : null,
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

// One-time links.

export async function insertPasswordLink(
  ex: Executor,
  row: { tokenHash: string; staffId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await ex.insert(staffPasswordLinks).values({
    tokenHash: row.tokenHash,
    staffId: row.staffId,
    createdAt: row.now,
    expiresAt: row.expiresAt,
  });
}

/** The link of that token while it is unused and unexpired. */
const liveLink = (tokenHash: string, now: Date) =>
  and(
    eq(staffPasswordLinks.tokenHash, tokenHash),
    isNull(staffPasswordLinks.usedAt),
    gt(staffPasswordLinks.expiresAt, now),
  );

/** The link's account when it is unused and unexpired: a read only. */
export async function findLivePasswordLink(ex: Executor, tokenHash: string, now: Date) {
  const { staffId } = staffPasswordLinks;
  return firstRow(ex.select({ staffId }).from(staffPasswordLinks).where(liveLink(tokenHash, now)));
}

/** Uses the link up, in one statement, so that two requests cannot both use it. */
export async function takePasswordLink(ex: Executor, tokenHash: string, now: Date) {
  const row = await firstRow(
    ex
      .update(staffPasswordLinks)
      .set({ usedAt: now })
      .where(liveLink(tokenHash, now))
      .returning({ staffId: staffPasswordLinks.staffId }),
  );
  return row?.staffId;
}

/** The account's unused links go (a new one replaces them). */
export async function deleteUnusedPasswordLinks(ex: Executor, staffId: number): Promise<void> {
  await ex
    .delete(staffPasswordLinks)
    .where(and(eq(staffPasswordLinks.staffId, staffId), isNull(staffPasswordLinks.usedAt)));
}
