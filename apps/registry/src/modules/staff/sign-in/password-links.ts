// One-time links that set a staff password: `{PUBLIC_URL}/desk/set-password#{token}`. The
// token is a secret-token.ts token; only its SHA-256 is stored, and a new link replaces the
// account's unused ones.
import { deskSetPasswordPage } from "@portal/contract";
import type { Executor } from "../../../db/client.ts";
import { hashSecretToken, newSecretToken } from "../../../secret-token.ts";
import { STAFF_PASSWORD_LINK_TTL_MS } from "../lifetimes.ts";
import { deleteUnusedPasswordLinks, insertPasswordLink } from "./password-links-store.ts";

export async function issuePasswordLink(
  ex: Executor,
  staffId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + STAFF_PASSWORD_LINK_TTL_MS);
  await deleteUnusedPasswordLinks(ex, staffId);
  await insertPasswordLink(ex, { tokenHash: hashSecretToken(token), staffId, now, expiresAt });
  return { token, expiresAt };
}

export const passwordLinkUrl = (publicUrl: string, token: string) =>
  publicUrl.replace(/\/+$/, "") + deskSetPasswordPage(token);
