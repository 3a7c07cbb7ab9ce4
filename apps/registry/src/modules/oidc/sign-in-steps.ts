// The two steps every sign-in at a provider takes, whoever's it is (the desk's, the portal's):
// the start, whose checks are kept against the browser's key, and the callback's URL as the
// relying party must see it – the registered redirect URI with the provider's parameters.
import type { OidcLogins } from "./logins.ts";
import type { RelyingParty } from "./relying-party.ts";

/** Starts at the provider: the key for the browser's cookie and the URL to send it to. */
export async function startSignIn(
  relyingParty: RelyingParty,
  logins: OidcLogins,
  redirectUri: string,
  /** The registration application the identity is proved for; null for a sign-in. */
  formId: number | null = null,
): Promise<{ key: string; url: string }> {
  const { checks, url } = await relyingParty.begin(redirectUri);
  const key = await logins.start(checks, formId);
  return { key, url: url.href };
}

/** The redirect URI with the query the provider sent back (`requestUrl`: path and query). */
export function callbackUrlOf(redirectUri: string, requestUrl: string): URL {
  const callbackUrl = new URL(redirectUri);
  callbackUrl.search = new URL(requestUrl, "http://callback").search;
  return callbackUrl;
}
