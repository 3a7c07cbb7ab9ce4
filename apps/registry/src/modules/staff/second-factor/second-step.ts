// The second step of a desk sign-in, after the password (sign-in/sign-in.ts): enrolment of a TOTP
// authenticator on the first sign-in, else a TOTP code or a single-use recovery code. Wrong
// codes of either kind count towards the account's second-factor lock (second-factor-lock.ts),
// never towards the password's, and a lock ends the pending sign-in. Only then is the session
// a staff session, recorded in the audit trail in the same transaction. Refusals are thrown
// (ClientError) with the contract's deskMessages.
import {
  type DeskEnrolConfirmResponse,
  type DeskEnrolStartResponse,
  type DeskVerifyBody,
  deskMessages,
  type StaffMe,
} from "@portal/contract";
import type { Clock } from "../../../core/clock.ts";
import type { Db, Executor } from "../../../db/client.ts";
import { ClientError } from "../../../http/client-error.ts";
import type { AuditDetail, AuditTrail } from "../../audit/index.ts";
import type { ResumedStaffSession, StaffSessions } from "../sessions/staff-sessions.ts";
import {
  liveAccount,
  lockedOut,
  type RecordStaffEvent,
  retryAfterSeconds,
  staffMe,
} from "../sign-in-parts.ts";
import { staffAuditEvent } from "../staff-audit-event.ts";
import type { StaffRow } from "../store.ts";
import { newRecoveryCodes, type RecoveryCodeDigest } from "./recovery-codes.ts";
import type { SecondFactorLock } from "./second-factor-lock.ts";
import {
  countUnusedRecoveryCodes,
  replaceRecoveryCodes,
  setPendingTotpSecret,
  takeRecoveryCode,
  takeTotpStep,
} from "./second-factor-store.ts";
import { base32Encode, matchingTotpStep, newTotpSecret, otpauthUri } from "./totp.ts";
import { refuseUnreadableSecret } from "./totp-key-check.ts";
import type { TotpSecretBox } from "./totp-secret-box.ts";

export interface SecondStep {
  enrolStart(session: ResumedStaffSession, ip: string): Promise<DeskEnrolStartResponse>;
  enrolConfirm(
    session: ResumedStaffSession,
    code: string,
    ip: string,
  ): Promise<{ sessionId: string; answer: DeskEnrolConfirmResponse }>;
  verify(
    session: ResumedStaffSession,
    body: DeskVerifyBody,
    ip: string,
  ): Promise<{ sessionId: string; answer: StaffMe }>;
}

export function createSecondStep(deps: {
  db: Db;
  clock: Clock;
  sessions: StaffSessions;
  lock: SecondFactorLock;
  box: TotpSecretBox;
  recoveryCodeDigest: RecoveryCodeDigest;
  /** Refusals, after the fact (they change nothing but the lock's count). */
  record: RecordStaffEvent;
  /** Completed sign-ins, in their transaction. */
  audit: AuditTrail;
  /** The issuer an authenticator app shows beside the account. */
  issuer: string;
}): SecondStep {
  const { db, clock, lock, record } = deps;
  const who = (staff: StaffRow) => ({ email: staff.email, staffId: staff.id });
  const secretOf = (staff: StaffRow) =>
    staff.totpSecret ? deps.box.open(staff.totpSecret, staff.id) : undefined;

  /** A completed sign-in, recorded in the transaction that completes its session (last). */
  const recordSignedIn = (tx: Executor, staff: StaffRow, ip: string, detail: AuditDetail) =>
    deps.audit.recordIn(
      tx,
      staffAuditEvent("staff.sign_in.succeeded", "success", who(staff), ip, detail),
    );

  /** Refuses, without looking at the code, while the account's second step is locked. */
  async function refuseWhileLocked(staff: StaffRow, ip: string) {
    const lockedForMs = await lock.lockedForMs(staff.id);
    if (lockedForMs > 0) {
      await record("staff.sign_in.failed", "refused", who(staff), ip, {
        reason: "second_factor_locked",
        retryAfterSeconds: retryAfterSeconds(lockedForMs),
      });
      throw lockedOut(lockedForMs);
    }
  }

  /** Counts a wrong code; the lock it may start also ends the pending sign-in. */
  async function refuseCode(
    staff: StaffRow,
    session: ResumedStaffSession,
    ip: string,
    reason: string,
    refusal: ClientError,
  ): Promise<never> {
    const lockMs = await lock.recordFailure(staff.id);
    await record("staff.sign_in.failed", "failure", who(staff), ip, { reason });
    if (lockMs === 0) throw refusal;
    await deps.sessions.end(session.sessionIdHash);
    await record("staff.sign_in.locked", "refused", who(staff), ip, {
      lockedForSeconds: retryAfterSeconds(lockMs),
      step: "second_factor",
    });
    throw lockedOut(lockMs);
  }

  return {
    async enrolStart(session) {
      const staff = await liveAccount(db, session.id);
      if (staff.totpEnrolledAt) throw new ClientError(409, deskMessages.alreadyEnrolled);
      const secret = newTotpSecret();
      if (!(await setPendingTotpSecret(db, staff.id, deps.box.seal(secret, staff.id)))) {
        throw new ClientError(409, deskMessages.alreadyEnrolled);
      }
      return {
        secret: base32Encode(secret),
        otpauthUri: otpauthUri(secret, staff.email, deps.issuer),
      };
    },

    async enrolConfirm(session, code, ip) {
      const staff = await liveAccount(db, session.id);
      if (staff.totpEnrolledAt) throw new ClientError(409, deskMessages.alreadyEnrolled);
      const secret = secretOf(staff);
      if (!secret) throw new ClientError(409, deskMessages.enrolNotStarted);
      await refuseWhileLocked(staff, ip);
      const step = matchingTotpStep(secret, code.trim(), clock());
      const codes = newRecoveryCodes();
      const digests = codes.map((recovery) => deps.recoveryCodeDigest(recovery, staff.id));
      const sessionId = await db.transaction(async (tx) => {
        if (step === undefined || !(await takeTotpStep(tx, staff.id, step, clock()))) {
          return undefined;
        }
        await replaceRecoveryCodes(tx, staff.id, digests);
        const completed = await deps.sessions.complete(tx, session.sessionIdHash, staff.id);
        if (completed) {
          await deps.audit.recordIn(
            tx,
            staffAuditEvent("staff.mfa.enrolled", "success", who(staff), ip),
          );
          await recordSignedIn(tx, staff, ip, { method: "enrolment" });
        }
        return completed;
      });
      if (!sessionId) {
        return refuseCode(staff, session, ip, "wrong_code", codeWrong());
      }
      await lock.clear(staff.id);
      return { sessionId, answer: { staff: staffMe(staff), recoveryCodes: codes } };
    },

    async verify(session, body, ip) {
      const code = body.code?.trim();
      const recoveryCode = body.recoveryCode?.trim();
      if (!code === !recoveryCode) throw new ClientError(400, deskMessages.codeOrRecoveryCode);
      const staff = await liveAccount(db, session.id);
      refuseUnreadableSecret(staff, deps.box);
      const secret = secretOf(staff);
      // Pending enrolment: the second step is enrolment, not a code.
      if (!staff.totpEnrolledAt || !secret) throw new ClientError(409, deskMessages.enrolNeeded);
      await refuseWhileLocked(staff, ip);
      let reason: string | undefined;
      const sessionId = await db.transaction(async (tx) => {
        if (code) {
          const step = matchingTotpStep(secret, code, clock());
          if (step === undefined) reason = "wrong_code";
          else if (!(await takeTotpStep(tx, staff.id, step))) reason = "reused_code";
        } else if (
          !(await takeRecoveryCode(
            tx,
            staff.id,
            deps.recoveryCodeDigest(recoveryCode!, staff.id),
            clock(),
          ))
        ) {
          reason = "wrong_recovery_code";
        }
        if (reason) return undefined;
        const completed = await deps.sessions.complete(tx, session.sessionIdHash, staff.id);
        if (completed && recoveryCode) {
          const remaining = await countUnusedRecoveryCodes(tx, staff.id);
          const used = staffAuditEvent("staff.recovery_code.used", "success", who(staff), ip, {
            remaining,
          });
          await deps.audit.recordIn(tx, used);
        }
        if (completed) {
          await recordSignedIn(tx, staff, ip, { method: code ? "totp" : "recovery_code" });
        }
        return completed;
      });
      if (!sessionId) {
        const refusal = code ? codeWrong() : new ClientError(401, deskMessages.recoveryCodeWrong);
        return refuseCode(staff, session, ip, reason ?? "wrong_code", refusal);
      }
      await lock.clear(staff.id);
      return { sessionId, answer: staffMe(staff) };
    },
  };
}

const codeWrong = () => new ClientError(401, deskMessages.codeWrong);
