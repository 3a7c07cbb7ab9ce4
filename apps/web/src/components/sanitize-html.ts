import { sameOriginPath } from "@portal/contract";
import DOMPurify from "dompurify";

/**
 * Server HTML is untrusted input (DESIGN §3): DOMPurify cleans it, then links into this
 * portal (path under the app-link prefix) are rewritten for in-app navigation (SPEC §1).
 */

export interface SanitizeOptions {
  /** Links whose path starts with this become in-app links, with the prefix dropped. */
  appLinkPrefix: string;
  /** The router's base href, so rewritten links still work when opened in a new tab. */
  routerBase: string;
  /** The page the HTML is shown on; relative links resolve against it. */
  pageUrl: string;
}

export interface SanitizedHtml {
  fragment: DocumentFragment;
  /** Rewritten links and the in-app path each opens (kept outside the untrusted markup). */
  appLinks: Map<Element, string>;
}

/** The in-app path (prefix dropped, query and hash kept) of an app link, or null. */
export function appLinkTarget(href: string, options: SanitizeOptions): string | null {
  const prefix = options.appLinkPrefix.replace(/\/+$/, "");
  if (!prefix) return null;
  let url: URL;
  try {
    url = new URL(href, options.pageUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(options.pageUrl).origin) return null;
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return null;
  // "{prefix}//evil.example" would leave "//evil.example", another host to the router.
  return (
    sameOriginPath(`${url.pathname.slice(prefix.length) || "/"}${url.search}${url.hash}`) ?? null
  );
}

export function sanitizeHtml(html: string, options: SanitizeOptions): SanitizedHtml {
  // A fragment goes into the page as nodes: no second serialise-and-parse round trip.
  // DOMPurify's defaults also drop `target`, so no link opens a window the page cannot see.
  const fragment = DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select"],
  });
  const appLinks = new Map<Element, string>();
  const base = options.routerBase.replace(/\/+$/, "");
  for (const anchor of fragment.querySelectorAll("a[href]")) {
    const target = appLinkTarget(anchor.getAttribute("href") ?? "", options);
    if (target) {
      anchor.setAttribute("href", `${base}${target}`);
      anchor.removeAttribute("target");
      appLinks.set(anchor, target);
    }
  }
  return { fragment, appLinks };
}
