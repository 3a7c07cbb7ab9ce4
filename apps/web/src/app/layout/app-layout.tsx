import { Suspense, useEffect } from "react";
import { useSelector } from "react-redux";
import { Outlet, useLocation } from "react-router";
import { LoadingBanner } from "../../components/loading-banner.tsx";
import { SiteFooter } from "../../components/site-footer.tsx";
import { SignedInServices, selectSessionId } from "../../features/auth/index.ts";
import { useConfig } from "../../features/config/index.ts";
import { MessageBanner, useDropStaleMessages } from "../../features/messages/index.ts";
import { CONTENT_ID } from "../../lib/scroll.ts";
import { RouteErrorBoundary } from "./route-error.tsx";
import { SectionNav } from "./section-nav.tsx";
import { TitleBar } from "./title-bar.tsx";
import { useFocusContentOnNavigate } from "./use-focus-content-on-navigate.ts";

/** The shared layout of SPEC §2 around every screen. */
export function AppLayout() {
  const signedIn = Boolean(useSelector(selectSessionId));
  const { title } = useConfig();
  const { pathname } = useLocation();
  useDropStaleMessages();
  useFocusContentOnNavigate();

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <a href={`#${CONTENT_ID}`} className="skip-link visually-hidden-focusable">
        Skip to main content
      </a>
      <TitleBar />
      {/* At least a screen high: the footer starts below the fold, so content that arrives
          after the first paint (search results) moves nothing on screen (layout shift). */}
      <div className="container-lg py-4 min-vh-100">
        <div className="row g-4">
          {signedIn && (
            <div className="col-md-4 col-lg-3">
              <SectionNav />
            </div>
          )}
          <main id={CONTENT_ID} tabIndex={-1} className={signedIn ? "col-md-8 col-lg-9" : "col-12"}>
            <MessageBanner />
            <RouteErrorBoundary address={pathname}>
              <Suspense fallback={<LoadingBanner />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </main>
        </div>
      </div>
      <SiteFooter />
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInServices />
        </Suspense>
      )}
    </>
  );
}
