import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { useHref, useLocation, useNavigate } from "react-router";
import { type Breadcrumb, breadcrumbsOf } from "./breadcrumb-trail.ts";
import { sanitizeHtml } from "./sanitize-html.ts";

export interface SafeHtmlProps {
  /** Untrusted HTML from the server or the configuration. */
  html: string;
  /** The configured app-link prefix (`config.appLinkPrefix`). */
  appLinkPrefix: string;
  /** The trail leading to this page; by default the one the current location carries. */
  breadcrumbs?: Breadcrumb[];
  className?: string;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Shows sanitised server HTML (safe-html.tsx loads it with the sanitiser). Links into the portal
 * navigate inside the app and pass a breadcrumb trail along; every other link stays an
 * ordinary link.
 */
export function SanitizedHtml({ html, appLinkPrefix, breadcrumbs, className }: SafeHtmlProps) {
  const container = useRef<HTMLDivElement>(null);
  const appLinks = useRef(new Map<Element, string>());
  const navigate = useNavigate();
  const location = useLocation();
  const routerBase = useHref("/");
  const trail = useMemo(
    () => breadcrumbs ?? breadcrumbsOf(location.state),
    [breadcrumbs, location.state],
  );

  useLayoutEffect(() => {
    const sanitized = sanitizeHtml(html, {
      appLinkPrefix,
      routerBase,
      pageUrl: window.location.href,
    });
    container.current?.replaceChildren(sanitized.fragment);
    appLinks.current = sanitized.appLinks;
  }, [html, appLinkPrefix, routerBase]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // Enter on a focused link fires click too, so keyboard users get the same navigation.
    const followAppLink = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      const target = anchor ? appLinks.current.get(anchor) : undefined;
      if (!anchor || !target || !isPlainLeftClick(event)) return;
      event.preventDefault();
      const label = anchor.textContent?.trim() ?? "";
      navigate(target, { state: { breadcrumbs: [...trail, { label, path: target }] } });
    };
    element.addEventListener("click", followAppLink);
    return () => element.removeEventListener("click", followAppLink);
  }, [navigate, trail]);

  return <div ref={container} className={className} />;
}
