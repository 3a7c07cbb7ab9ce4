// Forgot password, e-mailed links and set password (SPEC §2, §7). The reset request answers
// the same whether or not the address has an account and leaves its e-mail to the outbox
// (written with the link, sent after the answer), so neither the answer nor its timing tells
// who is registered. Following a link signs the user in with a new session; after a reset
// link the user must choose a new password (passwordResetPending) before anything else, and
// choosing it ends every other session.
import { accountMessages, errorMessages, momentAt, type ValidateResponse } from "@portal/contract";
import type { Clock } from "../../core/clock.ts";
import type { Db } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { htmlClientError } from "../../http/html-error.ts";
import type { AuditOutcome, AuditTrail } from "../audit/index.ts";
import { type EmailLinkService, RESET_PASSWORD_TILE_TYPE } from "../email-links/index.ts";
import { type Outbox, passwordChangedMail, passwordResetMail } from "../mail/index.ts";
import type { SessionContext, SessionService } from "../sessions/index.ts";
import {
  findUserByEmail,
  findUserById,
  markPasswordResetPending,
  updatePasswordHash,
} from "../users/index.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import type { PasswordHasher } from "./password.ts";
import { passwordProblem } from "./password-policy.ts";
import type { AuthService } from "./service.ts";

/** A second reset e-mail to the same address is not sent sooner than this (mail bombing). */
export const RESET_RESEND_INTERVAL_MS = 60_000;
export const RESET_PASSWORD_PATH = "/reset-password";

const linkInvalid = () => new ClientError(400, accountMessages.linkInvalid);

export interface AccountService {
  /** `ip`: the client's address, for the audit trail (so for the rest of this service). */
  requestPasswordReset(email: string, ip: string): Promise<void>;
  /** The auth response with a new session; an unusable link is refused (400). */
  validateLink(token: unknown, ip: string): Promise<ValidateResponse>;
  /**
   * Refused (400) for a password the policy refuses; a user deleted while signed in is a
   * session as good as gone (401).
   */
  setPassword(session: SessionContext, password: string, ip: string): Promise<void>;
}

export function createAccountService(deps: {
  db: Db;
  clock: Clock;
  auth: AuthService;
  sessions: SessionService;
  links: EmailLinkService;
  outbox: Outbox;
  passwords: PasswordHasher;
  throttle: LoginThrottle;
  portalTitle: string;
  /** The regulator's: a link's expiry is told on its clock. */
  timeZone: string;
  passwordMinLength: number;
  audit: AuditTrail;
}): AccountService {
  const nameOf = (user: { firstName: string | null; displayName: string | null }) =>
    user.firstName ?? user.displayName ?? undefined;

  return {
    async requestPasswordReset(email, ip) {
      const requested = (
        outcome: AuditOutcome,
        user?: { id: number; email: string },
        reason?: string,
      ) =>
        deps.audit.record({
          event: "password.reset_requested",
          outcome,
          userId: user?.id,
          email: user?.email ?? email,
          ip,
          detail: reason ? { reason } : {},
        });
      const user = await findUserByEmail(deps.db, email);
      if (!user) return requested("failure", undefined, "unknown_login");
      const last = await deps.links.lastIssuedAt(user.id, "reset_password");
      if (last && deps.clock().getTime() - last.getTime() < RESET_RESEND_INTERVAL_MS) {
        return requested("refused", user, "sent_recently");
      }
      await deps.db.transaction(async (tx) => {
        const { token, expiresAt } = await deps.links.issue(tx, {
          userId: user.id,
          purpose: "reset_password",
          replace: true,
        });
        const mail = passwordResetMail({
          to: user.email,
          name: nameOf(user),
          link: deps.links.confirmUrl(RESET_PASSWORD_TILE_TYPE, token),
          portalTitle: deps.portalTitle,
          expiresAt: momentAt(expiresAt, deps.timeZone),
        });
        await deps.outbox.enqueue(tx, mail);
      });
      await requested("success", user);
    },

    async validateLink(token, ip) {
      const link = await deps.links.consume(token);
      const found = link ? await findUserById(deps.db, link.userId) : undefined;
      if (!link || !found) {
        // Which link it was is not known (and the token is a secret): a failed sign-in.
        await deps.audit.record({
          event: "sign_in.failed",
          outcome: "failure",
          ip,
          detail: { method: "email_link", reason: "link_invalid" },
        });
        throw linkInvalid();
      }
      let user = found;
      // Proving the mailbox is as good as the password (any link, reset or confirmation):
      // every sign-in lock on the account goes, wherever the owner signs in from next.
      await deps.throttle.clearAccount(user.email);
      let message = accountMessages.emailConfirmed as string;
      if (link.purpose === "reset_password") {
        user = (await markPasswordResetPending(deps.db, user.id)) ?? user;
        message = accountMessages.resetLinkValidated;
      }
      const sessionId = await deps.sessions.start(user.id);
      await deps.audit.record(
        link.purpose === "reset_password"
          ? {
              event: "password.reset_link_used",
              outcome: "success",
              userId: user.id,
              email: user.email,
              ip,
            }
          : {
              event: "sign_in.succeeded",
              outcome: "success",
              userId: user.id,
              email: user.email,
              ip,
              detail: { method: "confirmation_link" },
            },
      );
      const response: ValidateResponse = await deps.auth.respond(user, sessionId, message);
      if (link.formToken) {
        const formType = await deps.links.formTypeOf(link.formToken, user.id);
        if (formType) Object.assign(response, { formType, formToken: link.formToken });
      }
      return response;
    },

    async setPassword(session, password, ip) {
      const user = await findUserById(deps.db, session.userId);
      if (!user) throw htmlClientError(401, errorMessages.loginRequired);
      const who = { userId: user.id, email: user.email, ip };
      const problem = passwordProblem(password, {
        email: user.email,
        minLength: deps.passwordMinLength,
      });
      if (problem) {
        await deps.audit.record({
          event: "password.changed",
          outcome: "refused",
          ...who,
          detail: { reason: "policy" },
        });
        throw new ClientError(400, problem);
      }
      // Hashed before the transaction: argon2 is slow, and on PGlite a transaction holds the
      // only connection.
      const passwordHash = await deps.passwords.hash(password);
      const othersEnded = await deps.db.transaction(async (tx) => {
        await updatePasswordHash(tx, user.id, passwordHash);
        const ended = await deps.sessions.endOthers(tx, session);
        // Reset links still in a mailbox would undo the change: they go too.
        await deps.links.revoke(tx, user.id, "reset_password");
        const mail = passwordChangedMail({
          to: user.email,
          name: nameOf(user),
          portalTitle: deps.portalTitle,
          resetLink: deps.links.portalUrl(RESET_PASSWORD_PATH),
        });
        await deps.outbox.enqueue(tx, mail);
        return ended;
      });
      await deps.audit.record({ event: "password.changed", outcome: "success", ...who });
      if (othersEnded > 0) {
        await deps.audit.record({
          event: "sessions.revoked",
          outcome: "success",
          ...who,
          detail: { reason: "password_changed", sessions: othersEnded },
        });
      }
      // Guesses at the old password tell nothing about the new one.
      await deps.throttle.clearAccount(user.email);
    },
  };
}
