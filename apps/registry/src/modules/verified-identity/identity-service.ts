// Practitioners' verified identity (decision 067). Nothing is ever linked on a matching e-mail:
// the first time, the callback's finding waits (a one-time token, bound to the browser that
// started) until the person signs in with their password, and only then is it tied to that
// account. From then on the provider's sign-in is the account's, with no captcha – an
// accessible path with no cognitive test (WCAG 2.2, 3.3.8). The owner may unlink it.
import {
  type ApplicationIdentity,
  type AuthResponse,
  IDENTITY_FAILURE_PARAM,
  IDENTITY_FRAGMENT,
  IDENTITY_VERIFIED,
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
import { findOpenAnonymousForm } from "../forms/index.ts";
import {
  checksOf,
  OIDC_LOGIN_MS,
  OidcError,
  type OidcIdentity,
  type OidcLogins,
  type RelyingParty,
  startSignIn,
} from "../oidc/index.ts";
import type { SessionContext } from "../sessions/index.ts";
import { findUserById } from "../users/index.ts";
import { findProvenIdentity } from "./application-identity.ts";
import {
  deleteUserIdentity,
  findIdentityOfUser,
  findUserIdOfIdentity,
  insertHandoff,
  insertUserIdentity,
  takeHandoff,
  upsertApplicationIdentity,
} from "./identities-store.ts";

export interface IdentityService {
  options(): IdentityOptions;
  /** At the provider, to sign in or, given its token, to prove who applies in an application. */
  start(application?: string): Promise<{ key: string; url: string }>;
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
  /** The identity proved for an application in progress (its token). */
  ofApplication(application: string): Promise<ApplicationIdentity>;
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
  /** The form type of registration applications (the configured registrationFormType). */
  applicationFormType: string;
}

const tokenInvalid = () => new ClientError(400, identityMessages.tokenInvalid);

export function createIdentityService(deps: IdentityDeps): IdentityService {
  const { db, clock } = deps;
  const configured = () => {
    if (!deps.provider) throw new ClientError(404, identityMessages.notConfigured);
    return deps.provider;
  };
  const issuer = () => configured().relyingParty.issuer;
  const openApplication = async (where: { token: string } | { id: number }) =>
    findOpenAnonymousForm(db, where, deps.applicationFormType);
  const applicationOrRefuse = async (token: string) => {
    const form = await openApplication({ token });
    if (!form) throw new ClientError(404, identityMessages.applicationNotOpen);
    return form;
  };
  const failed = async (ip: string, detail: AuditDetail) => {
    await deps.audit.record({
      event: "sign_in.failed",
      outcome: "failure",
      ip,
      detail: { method: "verified_identity", ...detail },
    });
  };

  /** The identity proved for an application, kept for the registrar. */
  async function keepProof(formId: number, providerName: string, proved: OidcIdentity, ip: string) {
    const { issuer, subject, name } = proved;
    await db.transaction(async (tx) => {
      const proof = { issuer, subject, name: name ?? null, verifiedAt: clock() };
      await upsertApplicationIdentity(tx, { formId, providerName, ...proof });
      await deps.audit.recordIn(tx, {
        event: "identity.proved_for_application",
        outcome: "success",
        ip,
        detail: { provider: issuer },
      });
    });
  }

  const linkedUserOf = (found: { issuer: string; subject: string }) =>
    findUserIdOfIdentity(db, found.issuer, found.subject);

  /** The token's finding, once, if the same browser presents it in time. */
  async function take(token: string, key: string | undefined) {
    if (!isWellFormedSecretToken(token) || !isWellFormedSecretToken(key)) return undefined;
    const handoff = await takeHandoff(db, hashSecretToken(token));
    const fresh = handoff && handoff.createdAt.getTime() > clock().getTime() - OIDC_LOGIN_MS;
    return fresh && handoff.binderHash === hashSecretToken(key) ? handoff : undefined;
  }

  return {
    options: () => ({ provider: deps.provider?.name ?? null }),

    async start(application) {
      const { relyingParty } = configured();
      const formId = application === undefined ? null : (await applicationOrRefuse(application)).id;
      return startSignIn(relyingParty, deps.logins, deps.redirectUri, formId);
    },

    async finish(callbackUrl, key, ip) {
      const login = await deps.logins.take(key);
      const formId = login?.formId ?? null;
      const application = formId === null ? undefined : await openApplication({ id: formId });
      // An applicant goes back to their application, whatever the provider answered.
      const back = application ? `/register/${encodeURIComponent(application.token)}` : "/login";
      const failure = (reason: string) => `${back}?${IDENTITY_FAILURE_PARAM}=${reason}`;
      const { provider } = deps;
      if (!provider || !login || !key) {
        await failed(ip, { reason: "expired", cause: "no_sign_in_under_way" });
        return failure("expired");
      }
      try {
        const identity = await provider.relyingParty.finish(callbackUrl, checksOf(login));
        const userId = await linkedUserOf(identity);
        // An identity with an account already signs in to it rather than applying again.
        if (application && userId === undefined) {
          await keepProof(application.id, provider.name, identity, ip);
          return `${back}?${IDENTITY_FAILURE_PARAM}=${IDENTITY_VERIFIED}`;
        }
        const token = newSecretToken();
        const now = clock();
        await insertHandoff(
          db,
          {
            tokenHash: hashSecretToken(token),
            issuer: identity.issuer,
            subject: identity.subject,
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
      // Whose it is now: an identity unlinked since the callback signs in to nothing.
      const userId = handoff && (await linkedUserOf(handoff));
      const user = userId === undefined ? undefined : await findUserById(db, userId);
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
      if (!handoff || (await linkedUserOf(handoff)) !== undefined) throw tokenInvalid();
      if (await findIdentityOfUser(db, session.userId, handoff.issuer)) {
        throw new ClientError(409, identityMessages.alreadyLinked);
      }
      const linked = await db.transaction(async (tx) => {
        const { issuer, subject } = handoff;
        const row = { issuer, subject, userId: session.userId, linkedAt: clock() };
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

    async ofApplication(application) {
      const { id } = await applicationOrRefuse(application);
      return { verified: await findProvenIdentity(db, id) };
    },
  };
}
