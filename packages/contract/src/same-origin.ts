// The one rule for every address that comes from outside (ASVS 3.7.2): a redirect or return
// parameter, a payment's return URLs, a link in server HTML. It is resolved against the
// portal's own origin the way a browser would resolve it, and kept only when it stays there.
// Checking the text instead ("starts with one slash") is what let "/.//evil.example" through:
// the browser removes the dot segment and reads "//evil.example" as another host.

/** Longest address accepted: longer ones are never a page of this portal. */
export const MAX_ADDRESS_LENGTH = 2000;

// Browsers drop tabs and newlines inside URLs and read "\" as "/": "/\t/x" and "/\x" are "//x".
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;
const ABSOLUTE_HTTP = /^https?:\/\//i;

/**
 * `value` as a URL of `origin` (scheme, host and port, e.g. "https://portal.example"), or
 * undefined when it would lead anywhere else. Accepted: a path with one leading slash, or an
 * absolute http(s) URL of that very origin. Refused: other schemes (`javascript:`), hosts,
 * protocol-relative and backslash forms, control characters, user information, and paths
 * whose dot segments resolve to a protocol-relative path.
 */
export function sameOriginUrl(value: unknown, origin: string): URL | undefined {
  if (typeof value !== "string" || value === "" || value.length > MAX_ADDRESS_LENGTH) {
    return undefined;
  }
  if (UNSAFE_CHARACTERS.test(value)) return undefined;
  const isPath = value.startsWith("/") && !value.startsWith("//");
  if (!isPath && !ABSOLUTE_HTTP.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.username !== "" || url.password !== "") return undefined;
  // "/.//x" and "/%2e%2e//x" resolve to the path "//x", which a browser takes for a host.
  if (url.pathname.startsWith("//")) return undefined;
  return url;
}

/** Any origin will do for paths alone: only whether the address leaves it matters. */
const PROBE_ORIGIN = "https://portal.invalid";

/**
 * `value` as a path of this portal (path, query and hash, resolved: no dot segments), or
 * undefined. Absolute URLs are refused: a redirect inside the portal never needs one.
 */
export function sameOriginPath(value: unknown): string | undefined {
  const url = sameOriginUrl(value, PROBE_ORIGIN);
  if (!url || typeof value !== "string" || !value.startsWith("/")) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
