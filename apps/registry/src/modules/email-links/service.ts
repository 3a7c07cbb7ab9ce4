// E-mailed links that sign a user in: password reset links and e-mail confirmation links of
// forms. Each carries a single-use token with an expiry; the portal follows the link to
// /confirm/{tileType}/{token}, which calls validate/{token} (SPEC §2 Emailed-link confirmation).

import type { Clock } from "../../core/clock.ts";
import type { Db, Executor } from "../../db/client.ts";
import { portalBaseUrl } from "../../portal-url.ts";
import { hashSecretToken, isWellFormedSecretToken, newSecretToken } from "../../secret-token.ts";
import {
  deleteEmailTokensOf,
  deleteExpiredEmailTokens,
  type EmailTokenPurpose,
  type EmailTokenRow,
  formTypeOfOwnForm,
  insertEmailToken,
  latestEmailTokenCreatedAt,
  takeEmailToken,
} from "./store.ts";

export type { EmailTokenPurpose, EmailTokenRow };

/** The tile type in the link of a password reset (/confirm/reset_password/{token}). */
export const RESET_PASSWORD_TILE_TYPE = "reset_password";
export const DEFAULT_LINK_TTL_MS = 60 * 60 * 1000;

export interface EmailLinkService {
  /**
   * A new single-use token for the user. `replace` first deletes the user's unused tokens of
   * the same purpose, so only the newest link works. The mail tells when it expires.
   */
  issue(
    ex: Executor,
    link: {
      userId: number;
      purpose: EmailTokenPurpose;
      formToken?: string;
      ttlMs?: number;
      replace?: boolean;
    },
  ): Promise<{ token: string; expiresAt: Date }>;
  /** Deletes the user's unused tokens of this purpose, inside `ex`. */
  revoke(ex: Executor, userId: number, purpose: EmailTokenPurpose): Promise<void>;
  /** When the user's newest token of this purpose was made, if any is unused. */
  lastIssuedAt(userId: number, purpose: EmailTokenPurpose): Promise<Date | undefined>;
  /** Uses the token up: its row if it was known and unexpired, else undefined. */
  consume(token: unknown): Promise<EmailTokenRow | undefined>;
  /** The form type of a confirmation link's form, if the user owns it. */
  formTypeOf(formToken: string, ownerId: number): Promise<string | undefined>;
  /** The portal address of the link: {PUBLIC_URL}{basename}/confirm/{tileType}/{token}. */
  confirmUrl(tileType: string, token: string): string;
  /** Any other portal address, e.g. /reset-password. */
  portalUrl(path: string): string;
}

export function createEmailLinkService(deps: {
  db: Db;
  clock: Clock;
  publicUrl: string;
  basename: string;
}): EmailLinkService {
  const base = portalBaseUrl(deps.publicUrl, deps.basename);
  const portalUrl = (path: string) => `${base}/${path.replace(/^\/+/, "")}`;

  return {
    async issue(ex, link) {
      const now = deps.clock();
      const token = newSecretToken();
      await deleteExpiredEmailTokens(ex, now);
      if (link.replace) await deleteEmailTokensOf(ex, link.userId, link.purpose);
      const expiresAt = new Date(now.getTime() + (link.ttlMs ?? DEFAULT_LINK_TTL_MS));
      await insertEmailToken(ex, {
        idHash: hashSecretToken(token),
        userId: link.userId,
        purpose: link.purpose,
        formToken: link.formToken ?? null,
        createdAt: now,
        expiresAt,
      });
      return { token, expiresAt };
    },

    revoke: (ex, userId, purpose) => deleteEmailTokensOf(ex, userId, purpose),

    lastIssuedAt: (userId, purpose) => latestEmailTokenCreatedAt(deps.db, userId, purpose),

    async consume(token) {
      if (!isWellFormedSecretToken(token)) return undefined;
      const row = await takeEmailToken(deps.db, hashSecretToken(token));
      if (!row || row.expiresAt.getTime() <= deps.clock().getTime()) return undefined;
      return row;
    },

    formTypeOf: (formToken, ownerId) => formTypeOfOwnForm(deps.db, formToken, ownerId),

    confirmUrl: (tileType, token) =>
      portalUrl(`confirm/${encodeURIComponent(tileType)}/${encodeURIComponent(token)}`),
    portalUrl,
  };
}
