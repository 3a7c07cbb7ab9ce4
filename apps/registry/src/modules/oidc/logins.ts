// A sign-in at an OpenID provider from one browser to its callback. The state, nonce and PKCE
// verifier stay in the database; the browser holds only a random key to them, in a cookie that
// travels with the provider's redirect back (SameSite=Lax, a top-level GET) and nowhere else
// (its path is the callback's). The callback takes the row once: a replayed callback, another
// browser's callback or one older than ten minutes finds nothing.
import type { Clock } from "../../core/clock.ts";
import type { Db } from "../../db/client.ts";
import { hashSecretToken, isWellFormedSecretToken, newSecretToken } from "../../secret-token.ts";
import { insertOidcLogin, type OidcLoginRow, takeOidcLogin } from "./logins-store.ts";
import type { OidcChecks } from "./relying-party.ts";

/** How long a person has at the provider before the sign-in must start again. */
export const OIDC_LOGIN_MS = 10 * 60_000;

export type OidcAudience = "desk" | "portal";

export interface OidcLogins {
  /**
   * Keeps the checks, and the registration application the identity is proved for (null for a
   * sign-in); answers the key the browser's cookie carries.
   */
  start(checks: OidcChecks, formId: number | null): Promise<string>;
  /** The sign-in the cookie's key names, once; undefined when unknown, used or too old. */
  take(key: string | undefined): Promise<OidcLoginRow | undefined>;
}

export function createOidcLogins(deps: {
  db: Db;
  clock: Clock;
  audience: OidcAudience;
}): OidcLogins {
  const { db, clock, audience } = deps;
  return {
    async start(checks, formId) {
      const key = newSecretToken();
      const now = clock();
      await insertOidcLogin(
        db,
        {
          idHash: hashSecretToken(key),
          audience,
          formId,
          ...checks,
          createdAt: now,
        },
        new Date(now.getTime() - OIDC_LOGIN_MS),
      );
      return key;
    },

    async take(key) {
      if (!isWellFormedSecretToken(key)) return undefined;
      const since = new Date(clock().getTime() - OIDC_LOGIN_MS);
      return takeOidcLogin(db, hashSecretToken(key), audience, since);
    },
  };
}

/** The checks a taken sign-in keeps. */
export const checksOf = (login: OidcLoginRow): OidcChecks => ({
  state: login.state,
  nonce: login.nonce,
  codeVerifier: login.codeVerifier,
});

/**
 * Set-Cookie of a sign-in's key (or of its removal), sent back only under `path`: the
 * callback's, or the calls that finish the sign-in after it.
 */
export function oidcLoginCookie(
  name: string,
  key: string | undefined,
  path: string,
  secure: boolean,
): string {
  return [
    `${name}=${key ?? ""}`,
    `Path=${path}`,
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${key === undefined ? 0 : OIDC_LOGIN_MS / 1000}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
