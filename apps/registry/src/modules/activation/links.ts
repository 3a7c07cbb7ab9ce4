// Issuing an activation link: `{portal}/activate#{token}`, a secret-token.ts token of which only
// the hash is stored. It lasts until the round's grace ends, and at least 30 days: a reminder
// sent late in grace still gives a month, and a link outliving its round is harmless – it only
// makes the account of the person it was sent to, at the address it was sent to.
import { activatePage, addDays, calendarDateAt, startOfDayIn } from "@portal/contract";
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

/** A link for a letter, with the last day (in `timeZone`) it works. */
export interface ActivationLink {
  url: string;
  until: string;
}

/**
 * Issues, in `ex`, the link that makes the account of `to` (a practitioner without one) at
 * their register e-mail, for a letter about the round whose grace ends on `graceEndsOn`: a
 * rolled-back letter leaves no link.
 */
export async function activationLink(
  ex: Executor,
  deps: { now: Date; timeZone: string; portalUrl: string },
  to: { practitionerId: number; email: string },
  graceEndsOn: string,
): Promise<ActivationLink> {
  const expiresAt = activationExpiry(deps.now, graceEndsOn, deps.timeZone);
  const token = await issueActivation(ex, { ...to, now: deps.now, expiresAt });
  const until = calendarDateAt(new Date(expiresAt.getTime() - 1), deps.timeZone);
  return { url: activationUrl(deps.portalUrl, token), until };
}
