// Activating an account from a renewal reminder (docs/decisions/051): a practitioner on the
// register without a portal account is sent a one-time link to `/activate#{token}`; the page
// posts the token with a new password and is answered as a login is, signed in.
import { z } from "zod";

/** The portal's page a link opens, without its token. */
export const activatePagePath = "/activate";

/**
 * The page a link opens: `{portal}/activate#{token}`. The token is in the fragment, which a
 * browser (or a mail scanner fetching the link) never sends, so no log on the way holds it.
 */
export const activatePage = (token: string) => `${activatePagePath}#${encodeURIComponent(token)}`;

export const activateBodySchema = z.object({
  token: z.string().max(100).describe("The token of the e-mailed link (its fragment)"),
  password: z.string().max(4096).describe("The new account's password"),
});
export type ActivateBody = z.infer<typeof activateBodySchema>;

export const activationMessages = {
  /** An unknown, used or expired link: nothing was changed. */
  linkInvalid:
    "This activation link has expired or has already been used. The next renewal reminder brings a new one, or ask the registrar.",
  /** The register e-mail has an account already (or the registration is linked to one). */
  accountExists:
    "An account with this e-mail address exists already. Please sign in with it, or reset its password if you have forgotten it.",
  activated: "Your account has been activated. Welcome to the portal.",
} as const;
