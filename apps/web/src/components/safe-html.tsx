import { useEffect, useState } from "react";
import type { SafeHtmlProps } from "./safe-html-view.tsx";

type View = typeof import("./safe-html-view.tsx");
let view: View | undefined;
let viewLoad: Promise<View> | undefined;

/**
 * The sanitiser (DOMPurify, about 10 kB gzipped) comes with the first HTML a screen shows, and
 * with it the view that shows HTML (safe-html-view.tsx): a form page without server HTML loads
 * neither (DESIGN §5 form route budget).
 */
export function loadSanitizer(): Promise<View> {
  viewLoad ??= import("./safe-html-view.tsx").then((module) => {
    view = module;
    return module;
  });
  return viewLoad;
}

export { type Breadcrumb, breadcrumbsOf } from "./breadcrumb-trail.ts";
export type { SafeHtmlProps } from "./safe-html-view.tsx";

/**
 * Shows sanitised server HTML (SanitizedHtml, in safe-html-view.tsx, once the sanitiser is here;
 * busy until then). Links into the portal navigate inside the app and pass a breadcrumb trail
 * along; every other link stays an ordinary link.
 */
export function SafeHtml(props: SafeHtmlProps) {
  // Loaded already (the usual case after the first HTML): sanitised before the first paint.
  const [loaded, setLoaded] = useState(() => view);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadSanitizer().then(
      (module) => live && setLoaded(() => module),
      (error: unknown) => {
        console.error("The HTML sanitiser could not be loaded", error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [loaded]);

  if (failed) {
    return (
      <p className={props.className} role="alert">
        This content could not be shown. Please reload the page.
      </p>
    );
  }
  if (!loaded) return <div className={props.className} aria-busy />;
  return <loaded.SanitizedHtml {...props} />;
}
