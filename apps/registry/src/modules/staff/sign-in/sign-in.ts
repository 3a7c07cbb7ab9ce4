// The desk's sign-in rules before and after the second factor: a password set with its
// one-time link, the password step, and signing out. Signing in is two steps: the password
// (throttled and locked exactly like the portal's login, by login-throttle.ts, under a `desk:`
// key of its own so the portal's failures never lock the desk or the reverse), then the second
// factor (second-factor/second-step.ts), whose wrong codes count towards a lock of their own
// that the password never clears. Refusals are thrown (ClientError), with JSON messages of the
// contract's deskMessages.
import {
  type DeskSignInResponse,
  deskMessages,
  deskSsoMessages,
  validationMessages,
} from "@portal/contract";
import type { Clock } from "../../../core/clock.ts";
import type { Db } from "../../../db/client.ts";
import { ClientError } from "../../../http/client-error.ts";
import { hashSecretToken, isWellFormedSecretToken } from "../../../secret-token.ts";
import type { AuditTrail } from "../../audit/index.ts";
import { type LoginThrottle, type PasswordHasher, passwordProblem } from "../../auth/index.ts";
import type { CaptchaVerifier } from "../../captcha/index.ts";
import { normaliseEmail } from "../../users/index.ts";
import { refuseUnreadableSecret } from "../second-factor/totp-key-check.ts";
import type { TotpSecretBox } from "../second-factor/totp-secret-box.ts";
import type { StaffContext, StaffSessions } from "../sessions/staff-sessions.ts";
import { lockedOut, type RecordStaffEvent, retryAfterSeconds } from "../sign-in-parts.ts";
import { hasStaffIdentity } from "../sso/identities-store.ts";
import type { StaffSignInSettings } from "../sso/staff-oidc-config.ts";
import { staffAuditEvent } from "../staff-audit-event.ts";
import { findStaffByEmail, findStaffById, type StaffRow, setStaffPassword } from "../store.ts";
import { findLivePasswordLink, takePasswordLink } from "./password-links-store.ts";
import { isGuessableStaffPassword } from "./password-strength.ts";

export interface SignIn {
  setPassword(token: string, password: string, ip: string): Promise<void>;
  /** The password step: a pending session's id, and which second step follows. */
  signIn(
    credentials: { email: string; password: string; captchaToken?: string | undefined },
    ip: string,
  ): Promise<{ sessionId: string; answer: DeskSignInResponse }>;
  signOut(session: StaffContext, ip: string): Promise<void>;
}

/** The throttle's key of a desk login: never the same as a portal login's. */
export const deskThrottleKey = (email: string) => `desk:${normaliseEmail(email)}`;

/** What the password step and the password link need; the staff service gives them. */
export interface SignInDeps {
  db: Db;
  clock: Clock;
  sessions: StaffSessions;
  passwords: PasswordHasher;
  /** The portal's login captcha, asked at the password step too. */
  captcha: CaptchaVerifier;
  throttle: LoginThrottle;
  audit: AuditTrail;
  box: TotpSecretBox;
  passwordMinLength: number;
  /** The organisation's provider, if any, and whether the desk's own sign-in stays open. */
  signIn: StaffSignInSettings;
}

export function createSignIn(
  deps: SignInDeps & {
    /** Refusals, after the fact (they change nothing but the lock's count). */
    record: RecordStaffEvent;
  },
): SignIn {
  const { db, clock, throttle, record } = deps;

  /** Refuses while the login is locked at this address. */
  async function refuseWhileLocked(email: string, ip: string) {
    const lockedForMs = await throttle.lockedForMs(deskThrottleKey(email), ip);
    if (lockedForMs > 0) {
      await record("staff.sign_in.failed", "refused", { email }, ip, {
        reason: "locked",
        retryAfterSeconds: retryAfterSeconds(lockedForMs),
      });
      throw lockedOut(lockedForMs);
    }
  }

  /** Counts a wrong password and records it, and the lock it may start. */
  async function fail(email: string, staffId: number | undefined, ip: string, reason: string) {
    const lockMs = await throttle.recordFailure(deskThrottleKey(email), ip);
    await record("staff.sign_in.failed", "failure", { email, staffId }, ip, { reason });
    if (lockMs > 0) {
      await record("staff.sign_in.locked", "refused", { email, staffId }, ip, {
        lockedForSeconds: retryAfterSeconds(lockMs),
      });
    }
  }

  /**
   * With an organisation's provider, the desk's own password is break-glass: an admin's, for when
   * the provider is down, and never one the provider signs in (its groups decide who that is).
   */
  const mayBreakGlass = async (staff: StaffRow) =>
    staff.role === "admin" && !(await hasStaffIdentity(db, staff.id));

  return {
    async setPassword(token, password, ip) {
      const tokenHash = isWellFormedSecretToken(token) ? hashSecretToken(token) : undefined;
      const link = tokenHash ? await findLivePasswordLink(db, tokenHash, clock()) : undefined;
      const staff = link ? await findStaffById(db, link.staffId) : undefined;
      if (!tokenHash || !staff) throw new ClientError(400, deskMessages.linkInvalid);
      const problem =
        passwordProblem(password, { email: staff.email, minLength: deps.passwordMinLength }) ??
        ((await isGuessableStaffPassword(password, staff.email))
          ? deskMessages.passwordTooGuessable
          : undefined);
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

    async signIn({ email, password, captchaToken }, ip) {
      if (!deps.signIn.localSignIn) throw new ClientError(403, deskSsoMessages.localSignInOff);
      // Before the lock and the password: a failed challenge costs no hashing.
      if (!(await deps.captcha.verify(captchaToken ?? "", ip))) {
        await record("staff.sign_in.failed", "refused", { email }, ip, { reason: "captcha" });
        throw new ClientError(400, validationMessages.captchaMissing);
      }
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
      if (deps.signIn.oidc && !(await mayBreakGlass(staff))) {
        await record("staff.sign_in.failed", "refused", { email, staffId: staff.id }, ip, {
          reason: "organisation_sign_in",
        });
        throw new ClientError(403, deskSsoMessages.useOrganisation);
      }
      await throttle.clearAddress(deskThrottleKey(email), ip);
      refuseUnreadableSecret(staff, deps.box);
      const sessionId = await deps.sessions.startPending(staff.id);
      const enrolled = staff.totpEnrolledAt !== null;
      return {
        sessionId,
        answer: enrolled
          ? { next: "verify", message: deskMessages.secondFactorNeeded }
          : { next: "enrol", message: deskMessages.enrolNeeded },
      };
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
  };
}
