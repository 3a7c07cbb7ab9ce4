// The desk's authentication and staff administration rules. Signing in is two steps: the
// password (throttled and locked exactly like the portal's login, by login-throttle.ts, under
// a `desk:` key of its own so the portal's failures never lock the desk or the reverse), then
// the second factor: enrolment of a TOTP authenticator on the first sign-in, else a TOTP code
// or a single-use recovery code. Wrong codes count towards the same lock as wrong passwords.
// Only then is the session a staff session. Refusals are thrown (ClientError), with JSON
// messages of the contract's deskMessages.
import {
  type DeskEnrolConfirmResponse,
  type DeskEnrolStartResponse,
  type DeskSignInResponse,
  type DeskVerifyBody,
  deskMessages,
  type StaffAccount,
  type StaffMe,
} from "@portal/contract";
import type { Db } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { hashSecretToken, isWellFormedSecretToken } from "../../secret-token.ts";
import type { AuditTrail } from "../audit/index.ts";
import { type LoginThrottle, type PasswordHasher, passwordProblem } from "../auth/index.ts";
import type { Clock } from "../sessions/index.ts";
import { normaliseEmail } from "../users/index.ts";
import { createAccountAdmin } from "./account-admin.ts";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.ts";
import { staffAuditEvent } from "./staff-audit-event.ts";
import type { ResumedStaffSession, StaffContext, StaffSessions } from "./staff-sessions.ts";
import {
  countUnusedRecoveryCodes,
  findLivePasswordLink,
  findStaffByEmail,
  findStaffById,
  listStaff,
  replaceRecoveryCodes,
  type StaffRow,
  setPendingTotpSecret,
  setStaffPassword,
  takePasswordLink,
  takeRecoveryCode,
  takeTotpStep,
} from "./store.ts";
import { base32Encode, matchingTotpStep, newTotpSecret, otpauthUri } from "./totp.ts";
import type { TotpSecretBox } from "./totp-secret-box.ts";

export interface StaffService {
  setPassword(token: string, password: string, ip: string): Promise<void>;
  /** The password step: a pending session's id, and which second step follows. */
  signIn(
    email: string,
    password: string,
    ip: string,
  ): Promise<{ sessionId: string; answer: DeskSignInResponse }>;
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
  signOut(session: StaffContext, ip: string): Promise<void>;
  list(): Promise<StaffAccount[]>;
  setDisabled(admin: StaffContext, staffId: string, disabled: boolean, ip: string): Promise<void>;
  revokeSessions(admin: StaffContext, staffId: string, ip: string): Promise<number>;
}

/** The throttle's key of a desk login: never the same as a portal login's. */
export const deskThrottleKey = (email: string) => `desk:${normaliseEmail(email)}`;

const retryAfterSeconds = (ms: number) => Math.ceil(ms / 1000);

function lockedOut(ms: number): ClientError {
  return new ClientError(429, deskMessages.tooManyFailedSignIns(Math.ceil(ms / 60_000)), {
    headers: { "retry-after": String(retryAfterSeconds(ms)) },
  });
}

export function createStaffService(deps: {
  db: Db;
  clock: Clock;
  sessions: StaffSessions;
  passwords: PasswordHasher;
  throttle: LoginThrottle;
  audit: AuditTrail;
  box: TotpSecretBox;
  /** The issuer an authenticator app shows beside the account. */
  issuer: string;
  passwordMinLength: number;
}): StaffService {
  const { db, clock, throttle } = deps;

  const record = (...event: Parameters<typeof staffAuditEvent>) =>
    deps.audit.record(staffAuditEvent(...event));

  /** Refuses while the login is locked at this address. */
  async function refuseWhileLocked(email: string, ip: string, staffId?: number) {
    const lockedForMs = await throttle.lockedForMs(deskThrottleKey(email), ip);
    if (lockedForMs > 0) {
      await record("staff.sign_in.failed", "refused", { email, staffId }, ip, {
        reason: "locked",
        retryAfterSeconds: retryAfterSeconds(lockedForMs),
      });
      throw lockedOut(lockedForMs);
    }
  }

  /** Counts a failure (password or code) and records it, and the lock it may start. */
  async function fail(email: string, staffId: number | undefined, ip: string, reason: string) {
    const lockMs = await throttle.recordFailure(deskThrottleKey(email), ip);
    await record("staff.sign_in.failed", "failure", { email, staffId }, ip, { reason });
    if (lockMs > 0) {
      await record("staff.sign_in.locked", "refused", { email, staffId }, ip, {
        lockedForSeconds: retryAfterSeconds(lockMs),
      });
    }
  }

  async function account(staffId: number): Promise<StaffRow> {
    const staff = await findStaffById(db, staffId);
    // Deleted meanwhile: as if the session had ended.
    if (!staff || staff.disabled) throw new ClientError(401, deskMessages.signInRequired);
    return staff;
  }

  function secretOf(staff: StaffRow): Buffer | undefined {
    return staff.totpSecret ? deps.box.open(staff.totpSecret, staff.id) : undefined;
  }

  const me = (staff: StaffRow): StaffMe => ({ email: staff.email, role: staff.role });

  return {
    async setPassword(token, password, ip) {
      const tokenHash = isWellFormedSecretToken(token) ? hashSecretToken(token) : undefined;
      const link = tokenHash ? await findLivePasswordLink(db, tokenHash, clock()) : undefined;
      const staff = link ? await findStaffById(db, link.staffId) : undefined;
      if (!tokenHash || !staff) throw new ClientError(400, deskMessages.linkInvalid);
      const problem = passwordProblem(password, {
        email: staff.email,
        minLength: deps.passwordMinLength,
      });
      if (problem) {
        await record(
          "staff.password.set",
          "refused",
          { email: staff.email, staffId: staff.id },
          ip,
          {
            reason: "policy",
          },
        );
        throw new ClientError(400, problem);
      }
      const passwordHash = await deps.passwords.hash(password);
      const set = await db.transaction(async (tx) => {
        // Taken here, not before the hash: a refused password does not spend the link.
        if ((await takePasswordLink(tx, tokenHash, clock())) !== staff.id) return false;
        await setStaffPassword(tx, staff.id, passwordHash);
        await deps.sessions.endAllOf(tx, staff.id);
        const who = { email: staff.email, staffId: staff.id };
        await deps.audit.recordIn(tx, staffAuditEvent("staff.password.set", "success", who, ip));
        return true;
      });
      if (!set) throw new ClientError(400, deskMessages.linkInvalid);
      await throttle.clearAccount(deskThrottleKey(staff.email));
    },

    async signIn(email, password, ip) {
      await refuseWhileLocked(email, ip);
      const staff = await findStaffByEmail(db, email);
      const valid = staff?.passwordHash
        ? await deps.passwords.verify(staff.passwordHash, password)
        : await deps.passwords.verifyDummy(password);
      if (!staff || !valid) {
        await fail(email, staff?.id, ip, staff ? "wrong_password" : "unknown_login");
        throw new ClientError(401, deskMessages.signInFailed);
      }
      // Told only to someone who knows the password.
      if (staff.disabled) {
        await record("staff.sign_in.failed", "refused", { email, staffId: staff.id }, ip, {
          reason: "disabled",
        });
        throw new ClientError(403, deskMessages.accountDisabled);
      }
      await throttle.clearAddress(deskThrottleKey(email), ip);
      const sessionId = await deps.sessions.startPending(staff.id);
      const enrolled = staff.totpEnrolledAt !== null;
      return {
        sessionId,
        answer: enrolled
          ? { next: "verify", message: deskMessages.secondFactorNeeded }
          : { next: "enrol", message: deskMessages.enrolNeeded },
      };
    },

    async enrolStart(session) {
      const staff = await account(session.id);
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
      const staff = await account(session.id);
      if (staff.totpEnrolledAt) throw new ClientError(409, deskMessages.alreadyEnrolled);
      const secret = secretOf(staff);
      if (!secret) throw new ClientError(409, deskMessages.enrolNotStarted);
      await refuseWhileLocked(staff.email, ip, staff.id);
      const step = matchingTotpStep(secret, code.trim(), clock());
      const codes = newRecoveryCodes();
      const sessionId = await db.transaction(async (tx) => {
        if (step === undefined || !(await takeTotpStep(tx, staff.id, step, clock()))) {
          return undefined;
        }
        await replaceRecoveryCodes(tx, staff.id, codes.map(hashRecoveryCode));
        return deps.sessions.complete(tx, session.sessionIdHash, staff.id);
      });
      if (!sessionId) {
        await fail(staff.email, staff.id, ip, "wrong_code");
        throw new ClientError(401, deskMessages.codeWrong);
      }
      await throttle.clearAddress(deskThrottleKey(staff.email), ip);
      const who = { email: staff.email, staffId: staff.id };
      await record("staff.mfa.enrolled", "success", who, ip);
      await record("staff.sign_in.succeeded", "success", who, ip, { method: "enrolment" });
      return { sessionId, answer: { staff: me(staff), recoveryCodes: codes } };
    },

    async verify(session, body, ip) {
      const code = body.code?.trim();
      const recoveryCode = body.recoveryCode?.trim();
      if (!code === !recoveryCode) throw new ClientError(400, deskMessages.codeOrRecoveryCode);
      const staff = await account(session.id);
      const secret = secretOf(staff);
      // Pending enrolment: the second step is enrolment, not a code.
      if (!staff.totpEnrolledAt || !secret) throw new ClientError(409, deskMessages.enrolNeeded);
      await refuseWhileLocked(staff.email, ip, staff.id);
      const who = { email: staff.email, staffId: staff.id };
      let reason: string | undefined;
      const sessionId = await db.transaction(async (tx) => {
        if (code) {
          const step = matchingTotpStep(secret, code, clock());
          if (step === undefined) reason = "wrong_code";
          else if (!(await takeTotpStep(tx, staff.id, step))) reason = "reused_code";
        } else if (
          !(await takeRecoveryCode(tx, staff.id, hashRecoveryCode(recoveryCode!), clock()))
        ) {
          reason = "wrong_recovery_code";
        }
        return reason ? undefined : deps.sessions.complete(tx, session.sessionIdHash, staff.id);
      });
      if (!sessionId) {
        await fail(staff.email, staff.id, ip, reason ?? "wrong_code");
        throw new ClientError(401, code ? deskMessages.codeWrong : deskMessages.recoveryCodeWrong);
      }
      await throttle.clearAddress(deskThrottleKey(staff.email), ip);
      if (recoveryCode) {
        await record("staff.recovery_code.used", "success", who, ip, {
          remaining: await countUnusedRecoveryCodes(db, staff.id),
        });
      }
      await record("staff.sign_in.succeeded", "success", who, ip, {
        method: code ? "totp" : "recovery_code",
      });
      return { sessionId, answer: me(staff) };
    },

    async signOut(session, ip) {
      await db.transaction(async (tx) => {
        if (!(await deps.sessions.end(session.sessionIdHash, tx))) return;
        const who = { email: session.email, staffId: session.id };
        const ended = staffAuditEvent("staff.session.ended", "success", who, ip, {
          reason: "sign_out",
        });
        await deps.audit.recordIn(tx, ended);
      });
    },

    async list() {
      return (await listStaff(db)).map((staff) => ({
        id: staff.id,
        email: staff.email,
        role: staff.role,
        disabled: staff.disabled,
        enrolled: staff.totpEnrolledAt !== null,
        passwordSet: staff.passwordHash !== null,
      }));
    },

    ...createAccountAdmin(deps),
  };
}
