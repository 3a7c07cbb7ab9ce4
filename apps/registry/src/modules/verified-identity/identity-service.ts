// Practitioners' verified identity (decision 067). Nothing is ever linked on a matching e-mail:
// the first time, the callback's finding waits (a one-time token, bound to the browser that
// started) until the person signs in with their password, and only then is it tied to that
// account. From then on the provider's sign-in is the account's, with no captcha – an
// accessible path with no cognitive test (WCAG 2.2, 3.3.8). The owner may unlink it.
import {
  type AuthResponse,
  IDENTITY_FAILURE_PARAM,
  IDENTITY_FRAGMENT,
  type IdentityOptions,
  identityMessages,
  type LinkedIdentity,
} from "@portal/contract";
import type { Clock } from "../../core/clock.ts";
import type { Db } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { hashSecretToken, isWellFormedSecretToken, newSecretToken } from "../../secret-token.ts";
import type { AuditDetail, AuditTrail } from "../audit/index.ts";
import type { AuthService } from "../auth/index.ts";
import {
  checksOf,
  OIDC_LOGIN_MS,
  OidcError,
  type OidcLogins,
  type RelyingParty,
  startSignIn,
} from "../oidc/index.ts";
import type { SessionContext } from "../sessions/index.ts";
import { findUserById } from "../users/index.ts";
import {
  deleteUserIdentity,
  findIdentityOfUser,
  findUserIdOfIdentity,
  insertHandoff,
  insertUserIdentity,
  takeHandoff,
} from "./identities-store.ts";

export interface IdentityService {
  options(): IdentityOptions;
  start(): Promise<{ key: string; url: string }>;
  /** The provider's answer at the callback: where under the portal the browser goes on. */
  finish(callbackUrl: URL, key: string | undefined, ip: string): Promise<string>;
  /** A linked identity's token traded for a session, in the browser that started it. */
  session(token: string, key: string | undefined, ip: string): Promise<AuthResponse>;
  /** A new identity's token tied to the signed-in account; answers the message. */
  link(
    session: SessionContext,
    token: string,
    key: string | undefined,
    ip: string,
  ): Promise<string>;
  mine(userId: number): Promise<LinkedIdentity>;
  unlink(session: SessionContext, ip: string): Promise<string>;
}

export interface IdentityDeps {
  db: Db;
  clock: Clock;
  audit: AuditTrail;
  auth: Pick<AuthService, "signInProven">;
  /** The provider and its name; undefined when none is configured. */
  provider: { relyingParty: RelyingParty; name: string } | undefined;
  logins: OidcLogins;
  redirectUri: string;
}

const tokenInvalid = () => new ClientError(400, identityMessages.tokenInvalid);

export function createIdentityService(deps: IdentityDeps): IdentityService {
  const { db, clock } = deps;
  const configured = () => {
    if (!deps.provider) throw new ClientError(404, identityMessages.notConfigured);
    return deps.provider;
  };
  const issuer = () => configured().relyingParty.issuer;
  const failed = async (ip: string, detail: AuditDetail, userId?: number) => {
    await deps.audit.record({
      event: "sign_in.failed",
      outcome: "failure",
      userId,
      ip,
      detail: { method: "verified_identity", ...detail },
    });
  };

  /** The token's finding, once, if the same browser presents it in time. */
  async function take(token: string, key: string | undefined) {
    if (!isWellFormedSecretToken(token) || !isWellFormedSecretToken(key)) return undefined;
    const handoff = await takeHandoff(db, hashSecretToken(token));
    const fresh = handoff && handoff.createdAt.getTime() > clock().getTime() - OIDC_LOGIN_MS;
    return fresh && handoff.binderHash === hashSecretToken(key) ? handoff : undefined;
  }

  return {
    options: () => ({ provider: deps.provider?.name ?? null }),

    async start() {
      return startSignIn(configured().relyingParty, deps.logins, deps.redirectUri);
    },

    async finish(callbackUrl, key, ip) {
      const failure = (reason: string) => `/login?${IDENTITY_FAILURE_PARAM}=${reason}`;
      const login = await deps.logins.take(key);
      if (!deps.provider || !login || !key) {
        await failed(ip, { reason: "expired", cause: "no_sign_in_under_way" });
        return failure("expired");
      }
      try {
        const identity = await deps.provider.relyingParty.finish(callbackUrl, checksOf(login));
        const userId = await findUserIdOfIdentity(db, identity.issuer, identity.subject);
        const token = newSecretToken();
        const now = clock();
        await insertHandoff(
          db,
          {
            tokenHash: hashSecretToken(token),
            issuer: identity.issuer,
            subject: identity.subject,
            userId: userId ?? null,
            binderHash: hashSecretToken(key),
            createdAt: now,
          },
          new Date(now.getTime() - OIDC_LOGIN_MS),
        );
        const fragment = userId === undefined ? IDENTITY_FRAGMENT.link : IDENTITY_FRAGMENT.signIn;
        return `/login#${fragment}=${token}`;
      } catch (error) {
        if (!(error instanceof OidcError)) throw error;
        await failed(ip, { reason: error.failure, cause: error.message.slice(0, 300) });
        return failure(error.failure);
      }
    },

    async session(token, key, ip) {
      const handoff = await take(token, key);
      const user = handoff?.userId ? await findUserById(db, handoff.userId) : undefined;
      if (!handoff || !user) {
        await failed(ip, { reason: "token_invalid" });
        throw tokenInvalid();
      }
      return deps.auth.signInProven(user, ip, {
        method: "verified_identity",
        provider: handoff.issuer,
      });
    },

    async link(session, token, key, ip) {
      const { name } = configured();
      const handoff = await take(token, key);
      if (!handoff || handoff.userId !== null) throw tokenInvalid();
      if (await findIdentityOfUser(db, session.userId, handoff.issuer)) {
        throw new ClientError(409, identityMessages.alreadyLinked);
      }
      const linked = await db.transaction(async (tx) => {
        const row = { ...handoff, userId: session.userId, linkedAt: clock() };
        if (!(await insertUserIdentity(tx, row))) return false;
        await deps.audit.recordIn(tx, {
          event: "identity.linked",
          outcome: "success",
          userId: session.userId,
          ip,
          detail: { provider: handoff.issuer },
        });
        return true;
      });
      if (!linked) throw new ClientError(409, identityMessages.linkedElsewhere);
      return identityMessages.linked(name);
    },

    async mine(userId) {
      const { name } = configured();
      const row = await findIdentityOfUser(db, userId, issuer());
      return { linked: row ? { provider: name, linkedAt: row.linkedAt.toISOString() } : null };
    },

    async unlink(session, ip) {
      const { name } = configured();
      const removed = await db.transaction(async (tx) => {
        if (!(await deleteUserIdentity(tx, session.userId, issuer()))) return false;
        await deps.audit.recordIn(tx, {
          event: "identity.unlinked",
          outcome: "success",
          userId: session.userId,
          ip,
          detail: { provider: issuer() },
        });
        return true;
      });
      if (!removed) throw new ClientError(404, identityMessages.notLinked);
      return identityMessages.unlinked(name);
    },
  };
}
