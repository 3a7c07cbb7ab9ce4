// Where a payment returns to: a page of the form being paid, in this portal. The one
// same-origin rule of the contract decides "in this portal", against PUBLIC_URL's origin: the
// request's Host header is whatever the client sent, so it never widens what is accepted.
import { sameOriginUrl } from "@portal/contract";

const FORM_PATH = /\/form\/([^/]+)\/([^/]+)(?:\/([^/]+))?\/?$/;

/**
 * A return address that is a page of a form on `origin` (PUBLIC_URL's, never the request's
 * Host), kept resolved: a path stays a path, an absolute URL stays absolute.
 */
export function sameOriginTarget(
  value: string | undefined,
  origin: string,
): { url: string; formType: string; formId: string } | undefined {
  const resolved = sameOriginUrl(value, origin);
  if (!resolved || value === undefined) return undefined;
  const match = FORM_PATH.exec(resolved.pathname);
  if (!match) return undefined;
  try {
    return {
      url: value.startsWith("/")
        ? `${resolved.pathname}${resolved.search}${resolved.hash}`
        : resolved.href,
      formType: decodeURIComponent(match[1]!),
      formId: decodeURIComponent(match[2]!),
    };
  } catch {
    return undefined;
  }
}
