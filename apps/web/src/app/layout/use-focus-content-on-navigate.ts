import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { CONTENT_ID } from "../../lib/scroll.ts";

/**
 * After an in-app page change, keyboard and screen-reader users start at the new content
 * (as a full page load would put them at its top), not somewhere inside the old page.
 * (The router's ScrollRestoration would do the scrolling too, at 1 kB more on every route.)
 */
export function useFocusContentOnNavigate(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = "";
    window.scrollTo(0, 0);
    document.getElementById(CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
