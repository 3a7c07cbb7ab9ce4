// Login, logout and "who am I". A wrong password and an unknown e-mail take the same path and
// the same time (a dummy argon2 verification), count towards the same lock of the e-mail at
// the client's address (login-throttle.ts) and answer the same failure. Order of checks: both
// fields present, then the captcha, then the lock, then the password. Each refusal is thrown
// (ClientError): the Odoo-style HTML answers of docs/decisions/002 for missing fields and a
// failed login, JSON for the captcha and the lock.
import {
  type AuthResponse,
  accountMessages,
  errorMessages,
  type UserDetails,
  validationMessages,
} from "@portal/contract";
import type { Db } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { htmlClientError } from "../../http/html-error.ts";
import type { AuditDetail, AuditTrail } from "../audit/index.ts";
import type { CaptchaVerifier } from "../captcha/index.ts";
import type { SignInMetrics } from "../metrics/index.ts";
import type { SessionContext, SessionService } from "../sessions/index.ts";
import type { TilesService } from "../tiles/index.ts";
import { findUserByEmail, findUserById, type UserRow } from "../users/index.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import type { PasswordHasher } from "./password.ts";

export interface LoginInput {
  login?: string | undefined;
  password?: string | undefined;
  recaptchaToken?: string | undefined;
}

export interface AuthService {
  login(input: LoginInput, remoteIp: string): Promise<AuthResponse>;
  logout(sessionId: unknown, remoteIp: string): Promise<void>;
  /** The signed-in user's details and tiles; undefined if the user no longer exists. */
  currentUser(session: SessionContext): Promise<AuthResponse | undefined>;
  /** The auth response for a user and session (login, validate, user). */
  respond(user: UserRow, sessionId: string, message?: string): Promise<AuthResponse>;
  /**
   * A sign-in another proof stands for (a verified identity): a session, audited with
   * `detail` (its method), answered as a login is.
   */
  signInProven(user: UserRow, remoteIp: string, detail: AuditDetail): Promise<AuthResponse>;
}

export const LOGIN_SUCCESS_MESSAGE = "Login successful";

export interface DashboardNotices {
  /** The user's pending notices as one message, marked delivered; undefined when none. */
  take(userId: number): Promise<string | undefined>;
}

export function createAuthService(deps: {
  db: Db;
  sessions: SessionService;
  tiles: TilesService;
  captcha: CaptchaVerifier;
  throttle: LoginThrottle;
  passwords: PasswordHasher;
  audit: AuditTrail;
  metrics: Pick<SignInMetrics, "attempt">;
  /** Messages left for a user's dashboard (a registrar's decision), each answered once. */
  notices?: DashboardNotices | undefined;
}): AuthService {
  const { metrics } = deps;
  const respond = async (user: UserRow, sessionId: string, message?: string) => ({
    userDetails: toUserDetails(user),
    tiles: await deps.tiles.tilesForUser(user.id),
    odooSessionId: sessionId,
    ...(message ? { message } : {}),
  });

  async function signedIn(user: UserRow, remoteIp: string, detail: AuditDetail) {
    const sessionId = await deps.sessions.start(user.id);
    await deps.audit.record({
      event: "sign_in.succeeded",
      outcome: "success",
      userId: user.id,
      email: user.email,
      ip: remoteIp,
      detail,
    });
    metrics.attempt("success");
    return respond(user, sessionId, (await deps.notices?.take(user.id)) ?? LOGIN_SUCCESS_MESSAGE);
  }

  return {
    async login(input, remoteIp) {
      const email = input.login?.trim();
      if (!email || !input.password) {
        throw htmlClientError(400, errorMessages.loginMissingFieldsRaw);
      }
      const password = input.password;
      const failed = (outcome: "failure" | "refused", detail: AuditDetail, userId?: number) =>
        deps.audit.record({
          event: "sign_in.failed",
          outcome,
          userId,
          email,
          ip: remoteIp,
          detail,
        });
      // The captcha is checked before the password, so a failed challenge costs no hashing.
      if (!(await deps.captcha.verify(input.recaptchaToken ?? "", remoteIp))) {
        await failed("refused", { reason: "captcha" });
        metrics.attempt("captcha_refused");
        throw new ClientError(400, validationMessages.captchaMissing);
      }
      const lockedForMs = await deps.throttle.lockedForMs(email, remoteIp);
      if (lockedForMs > 0) {
        await failed("refused", { reason: "locked", retryAfterSeconds: retryAfter(lockedForMs) });
        metrics.attempt("locked");
        throw lockedOut(lockedForMs);
      }

      const user = await findUserByEmail(deps.db, email);
      const valid = user
        ? await deps.passwords.verify(user.passwordHash, password)
        : await deps.passwords.verifyDummy(password);
      if (!user || !valid) {
        const lockMs = await deps.throttle.recordFailure(email, remoteIp);
        // Operators may tell a wrong password from an unknown login; the answer never does.
        await failed("failure", { reason: user ? "wrong_password" : "unknown_login" }, user?.id);
        metrics.attempt("failed");
        if (lockMs > 0) {
          await deps.audit.record({
            event: "sign_in.locked",
            outcome: "refused",
            userId: user?.id,
            email,
            ip: remoteIp,
            detail: { lockedForSeconds: retryAfter(lockMs) },
          });
        }
        throw htmlClientError(401, errorMessages.loginFailedRaw);
      }
      await deps.throttle.clearAddress(email, remoteIp);
      return signedIn(user, remoteIp, { method: "password" });
    },

    signInProven: signedIn,

    async logout(sessionId, remoteIp) {
      const ended = await deps.sessions.end(sessionId);
      if (ended) {
        await deps.audit.record({
          event: "session.ended",
          outcome: "success",
          userId: ended.userId,
          ip: remoteIp,
          detail: { reason: "logout" },
        });
      }
    },

    async currentUser(session) {
      const user = await findUserById(deps.db, session.userId);
      if (!user) return undefined;
      return respond(user, session.sessionId, await deps.notices?.take(user.id));
    },

    respond,
  };
}

const retryAfter = (ms: number) => Math.ceil(ms / 1000);

/** The lock's answer: how long in minutes, and in seconds for Retry-After. */
function lockedOut(retryAfterMs: number): ClientError {
  const minutes = Math.ceil(retryAfterMs / 60_000);
  return new ClientError(429, accountMessages.tooManyFailedLogins(minutes), {
    headers: { "retry-after": String(retryAfter(retryAfterMs)) },
  });
}

export function toUserDetails(user: UserRow): UserDetails {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? undefined,
    displayName: user.displayName ?? undefined,
    passwordResetPending: user.passwordResetPending,
  };
}
