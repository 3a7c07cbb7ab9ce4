/**
 * Redirect targets taken from a query string (ASVS 3.7.2): only paths inside this portal, by
 * the one same-origin rule the service uses too (`sameOriginPath` of the contract).
 */
import { sameOriginPath } from "@portal/contract";

/** Where a signed-in user goes from a signed-out screen: a safe `redirect`, else `/`. */
export function safeRedirectPath(redirect: string | null | undefined): string {
  const path = sameOriginPath(redirect);
  if (path === undefined) return "/";
  // Going back to /logout would end the session that was just started.
  if (path.split(/[?#]/)[0]!.replace(/\/+$/, "") === "/logout") return "/";
  return path;
}

/** The login screen, remembering where the user was (path and query, inside the router). */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const redirect = `${location.pathname}${location.search}`;
  return `/login?${new URLSearchParams({ redirect }).toString()}`;
}
