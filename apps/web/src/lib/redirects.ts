/**
 * Redirect targets taken from a query string (ASVS 3.7.2): only paths inside this portal.
 */

const probeOrigin = "https://portal.invalid";

/** True for a path on this site: one leading slash, no scheme, no host, no control characters. */
export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return false;
  // Browsers drop tabs and newlines from URLs, which would turn "/\t/evil" into "//evil".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  try {
    return new URL(value, probeOrigin).origin === probeOrigin;
  } catch {
    return false;
  }
}

/** Where a signed-in user goes from a signed-out screen: a safe `redirect`, else `/`. */
export function safeRedirectPath(redirect: string | null | undefined): string {
  if (!redirect || !isSameOriginPath(redirect)) return "/";
  const { pathname } = new URL(redirect, probeOrigin);
  // Going back to /logout would end the session that was just started.
  if (pathname.replace(/\/+$/, "") === "/logout") return "/";
  return redirect;
}

/** The login screen, remembering where the user was (path and query, inside the router). */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const redirect = `${location.pathname}${location.search}`;
  return `/login?${new URLSearchParams({ redirect }).toString()}`;
}
