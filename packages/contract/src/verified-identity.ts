import { z } from "zod";

const base = "/web_portal/api/v1/identity";

/**
 * Practitioners' verified identity (an OpenID provider such as RealMe): signing in with it,
 * linking it to an account once by signing in with the password, unlinking it. The provider
 * sends the browser back to the callback, which goes on to the portal's `/login` with a
 * one-time token in the fragment (`#identity=`), or with `?identity=` one of
 * `identityFailureMessages`. The page trades the token for a session (`session`) or, after a
 * password sign-in, for the link (`link`). An applicant may prove who they are for their
 * registration application (`start` with the application's token): the callback keeps the
 * identity with the application and goes back to it, `?identity=verified` or a failure.
 */
export const identityPaths = {
  /** GET: the provider's name, or null when none is configured. */
  options: `${base}/options`,
  /** POST { application? }: start at the provider; answers its URL. */
  start: `${base}/start`,
  callback: `${base}/callback`,
  /** POST { token }: a linked identity's sign-in, answered as a login is. */
  session: `${base}/session`,
  /** POST { token } with the session: ties the identity to the signed-in account. */
  link: `${base}/link`,
  /** GET: the account's linked identity; DELETE: unlinks it (with the session). */
  mine: base,
  /** GET: the identity proved for an application in progress (its form token). */
  application: (formToken: string) => `${base}/application/${encodeURIComponent(formToken)}`,
} as const;

/** The cookie that ties a sign-in at the provider to the browser that started it. */
export const PORTAL_OIDC_COOKIE = "portal_oidc";

/**
 * Where the callback sends the browser: `/login#identity=…` for an identity linked to an
 * account (trade it at `session`), `/login#link=…` for one not linked yet (trade it at `link`
 * after signing in with the password), `/login?identity=` a failure.
 */
export const IDENTITY_FRAGMENT = { signIn: "identity", link: "link" } as const;
export const IDENTITY_FAILURE_PARAM = "identity";
/** `?identity=` of an application the callback kept a proven identity with. */
export const IDENTITY_VERIFIED = "verified";

/**
 * What the portal calls a provider PORTAL_OIDC_NAME does not name: a name, as the messages put
 * it where a provider's name goes ("link your … identity", "… signs you in").
 */
export const DEFAULT_IDENTITY_PROVIDER_NAME = "Verified ID";

export const identityOptionsSchema = z.object({
  /** "Sign in with {name}"; null when the portal has no verified-identity provider. */
  provider: z.string().nullable(),
});
export type IdentityOptions = z.infer<typeof identityOptionsSchema>;

export const identityStartBodySchema = z.object({
  application: z
    .string()
    .max(100)
    .optional()
    .describe("The token of the registration application the identity is proved for"),
});

export const identityStartResponseSchema = z.object({ url: z.string() });

/** An identity an applicant proved for their application, as the registrar and they see it. */
export const provenIdentitySchema = z.object({
  provider: z.string().describe("The provider's name as the portal showed it"),
  name: z.string().nullable().describe("The name the provider gave, if any"),
  verifiedAt: z.iso.datetime().describe("When it was proved, ISO 8601 in UTC"),
});
export type ProvenIdentity = z.infer<typeof provenIdentitySchema>;

export const applicationIdentitySchema = z.object({ verified: provenIdentitySchema.nullable() });
export type ApplicationIdentity = z.infer<typeof applicationIdentitySchema>;

export const identityTokenBodySchema = z.object({
  token: z.string().max(100).describe("The one-time token of the callback's fragment"),
});

export const linkedIdentitySchema = z.object({
  linked: z
    .object({
      provider: z.string(),
      /** ISO instant it was linked. */
      linkedAt: z.string(),
    })
    .nullable(),
});
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;

export const identityFailureMessages = {
  unavailable:
    "The identity service is not available right now. Please sign in with your password, or try again later.",
  denied: "The sign-in with your verified identity was cancelled.",
  expired: "That sign-in took too long or was already used. Please start again.",
  invalid:
    "Your verified identity could not be checked, so you are not signed in. Please start again.",
} as const;
export type IdentityFailure = keyof typeof identityFailureMessages;

export const identityMessages = {
  linkNeeded: (provider: string) =>
    `Sign in with your e-mail and password once to link your ${provider} identity to your account. After that, ${provider} signs you in.`,
  linked: (provider: string) =>
    `Your ${provider} identity is linked. Next time, sign in with ${provider}.`,
  unlinked: (provider: string) => `Your ${provider} identity is no longer linked to your account.`,
  linkedElsewhere: "This identity is linked to another account already.",
  alreadyLinked: "Your account is linked to another identity already. Unlink it first.",
  notConfigured: "Signing in with a verified identity is not set up for this portal.",
  notLinked: "No verified identity is linked to your account.",
  tokenInvalid: "That sign-in is no longer valid. Please start again.",
  applicationNotOpen: "That application is not open, so no identity can be proved for it.",
  verifiedForApplication: (provider: string) =>
    `Your identity is verified by ${provider}. The registrar will see it with your application.`,
} as const;
