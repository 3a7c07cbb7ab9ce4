import { z } from "zod";
import { deskApiPrefix, deskPaths } from "./paths.ts";

/**
 * Signing in to the desk through the organisation's identity provider (OpenID Connect). The
 * desk asks which ways are open, starts a sign-in (answered the provider's URL to go to), and
 * the provider sends the browser back to the callback, which signs in and goes on to `/desk`,
 * or to the sign-in page with `?sso=` one of `deskSsoFailures`.
 */
export const deskSsoPaths = {
  options: `${deskApiPrefix}/auth/options`,
  start: `${deskApiPrefix}/auth/oidc/start`,
  callback: `${deskApiPrefix}/auth/oidc/callback`,
} as const;

/**
 * The desk's routes that need no desk session: signing in (each way) and a password set with
 * its link. Every other desk route is behind the desk's guard.
 */
export const deskSignedOutPaths: readonly string[] = [
  deskPaths.setPassword,
  deskPaths.signIn,
  deskSsoPaths.options,
  deskSsoPaths.start,
  deskSsoPaths.callback,
];

/** The cookie that ties a sign-in at the provider to the browser that started it. */
export const DESK_OIDC_COOKIE = "desk_oidc";

export const deskSignInOptionsSchema = z.object({
  /** "Sign in with your organisation" is offered. */
  organisation: z.boolean(),
  /** The desk's own e-mail, password and authenticator are offered (break-glass). */
  localSignIn: z.boolean(),
});
export type DeskSignInOptions = z.infer<typeof deskSignInOptionsSchema>;

export const deskSsoStartResponseSchema = z.object({
  /** The provider's authorization URL: the browser goes there. */
  url: z.string(),
});
export type DeskSsoStartResponse = z.infer<typeof deskSsoStartResponseSchema>;

/** Why a sign-in through the organisation failed, as the callback names it in `?sso=`. */
export const deskSsoFailureMessages = {
  unavailable:
    "Your organisation's sign-in is not available right now. Please try again in a few minutes.",
  denied: "The sign-in was cancelled at your organisation, so you are not signed in.",
  expired: "That sign-in took too long or was already used. Please start again.",
  invalid:
    "Your organisation's answer could not be verified, so you are not signed in. Please start " +
    "again; if it happens again, tell your IT team.",
  no_role:
    "Your organisation has not given you a role at the desk. Ask your IT team to add you to a desk group.",
  disabled: "This account is disabled. Ask an administrator.",
} as const;
export type DeskSsoFailure = keyof typeof deskSsoFailureMessages;

export const deskSsoMessages = {
  /** The desk's own password when only the organisation's sign-in is open to this account. */
  useOrganisation:
    "Sign in with your organisation. The desk password is only for administrators when it is down.",
  localSignInOff: "Signing in with a desk password is turned off. Sign in with your organisation.",
  notConfigured: "Signing in through an organisation is not set up for this desk.",
} as const;
