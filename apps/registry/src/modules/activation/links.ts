// Issuing an activation link: `{portal}/activate#{token}`, a secret-token.ts token of which only
// the hash is stored. It lasts until the round's grace ends, and at least 30 days: a reminder
// sent late in grace still gives a month, and a link outliving its round is harmless – it only
// makes the account of the person it was sent to, at the address it was sent to.
import { activatePage, addDays, startOfDayIn } from "@portal/contract";
import type { Executor } from "../../db/client.ts";
import { hashSecretToken, newSecretToken } from "../../secret-token.ts";
import { insertActivation } from "./store.ts";

export const ACTIVATION_MIN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** When a link issued `now` expires: the end of grace's last day, or in 30 days if later. */
export function activationExpiry(now: Date, graceEndsOn: string, timeZone: string): Date {
  const dayAfterGrace = startOfDayIn(addDays(graceEndsOn, 1), timeZone);
  const thirtyDays = new Date(now.getTime() + ACTIVATION_MIN_TTL_MS);
  return dayAfterGrace > thirtyDays ? dayAfterGrace : thirtyDays;
}

export async function issueActivation(
  ex: Executor,
  link: { practitionerId: number; email: string; now: Date; expiresAt: Date },
): Promise<string> {
  const token = newSecretToken();
  await insertActivation(ex, {
    tokenHash: hashSecretToken(token),
    practitionerId: link.practitionerId,
    email: link.email,
    createdAt: link.now,
    expiresAt: link.expiresAt,
  });
  return token;
}

/** The link's address under the portal's base address (PUBLIC_URL and basename). */
export const activationUrl = (portalUrl: string, token: string) =>
  portalUrl.replace(/\/+$/, "") + activatePage(token);
