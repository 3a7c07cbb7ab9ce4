import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useHref, useLocation, useNavigate } from "react-router";

type Sanitizer = typeof import("./sanitize-html.ts");
let sanitizer: Sanitizer | undefined;
let sanitizerLoad: Promise<Sanitizer> | undefined;

/**
 * The sanitiser (DOMPurify, about 10 kB gzipped) comes with the first HTML a screen shows:
 * a form page without server HTML never loads it (DESIGN §5 form route budget).
 */
export function loadSanitizer(): Promise<Sanitizer> {
  sanitizerLoad ??= import("./sanitize-html.ts").then((module) => {
    sanitizer = module;
    return module;
  });
  return sanitizerLoad;
}

/** One step of the trail passed along in router state when an app link is followed. */
export interface Breadcrumb {
  label: string;
  path: string;
}

/** The breadcrumb trail in a location's router state, if it holds a valid one. */
export function breadcrumbsOf(state: unknown): Breadcrumb[] {
  if (!state || typeof state !== "object" || !("breadcrumbs" in state)) return [];
  const { breadcrumbs } = state;
  if (!Array.isArray(breadcrumbs)) return [];
  return breadcrumbs.filter(
    (b): b is Breadcrumb => typeof b?.label === "string" && typeof b?.path === "string",
  );
}

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
 * Shows sanitised server HTML. Links into the portal navigate inside the app and pass a
 * breadcrumb trail along; every other link stays an ordinary link.
 */
export function SafeHtml({ html, appLinkPrefix, breadcrumbs, className }: SafeHtmlProps) {
  const container = useRef<HTMLDivElement>(null);
  // Loaded already (the usual case after the first HTML): sanitised before the first paint.
  const [clean, setClean] = useState(() => sanitizer);
  const [failed, setFailed] = useState(false);
  const appLinks = useRef(new Map<Element, string>());
  const navigate = useNavigate();
  const location = useLocation();
  const routerBase = useHref("/");
  const trail = useMemo(
    () => breadcrumbs ?? breadcrumbsOf(location.state),
    [breadcrumbs, location.state],
  );

  useEffect(() => {
    if (clean) return;
    let live = true;
    loadSanitizer().then(
      (module) => live && setClean(() => module),
      (error: unknown) => {
        console.error("The HTML sanitiser could not be loaded", error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [clean]);

  useLayoutEffect(() => {
    if (!clean) return;
    const sanitized = clean.sanitizeHtml(html, {
      appLinkPrefix,
      routerBase,
      pageUrl: window.location.href,
    });
    container.current?.replaceChildren(sanitized.fragment);
    appLinks.current = sanitized.appLinks;
  }, [clean, html, appLinkPrefix, routerBase]);

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

  if (failed) {
    return (
      <p className={className} role="alert">
        This content could not be shown. Please reload the page.
      </p>
    );
  }
  return <div ref={container} className={className} aria-busy={clean ? undefined : true} />;
}
