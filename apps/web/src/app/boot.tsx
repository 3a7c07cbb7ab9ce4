import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { LoadingBanner } from "../components/loading-banner.tsx";
import { SignedInServices, selectSessionId } from "../features/auth/index.ts";
import { loadConfig } from "../features/config/index.ts";
import { AppProviders } from "./app-providers.tsx";
import { BootError } from "./boot-error.tsx";
import { prefetchRouteData, preloadRouteModules } from "./preload-route.ts";
import { AppRoutes, routes } from "./routes.tsx";
import { createAppStore } from "./store/create-store.ts";

/**
 * Starts the portal: configuration first (the router's basename comes from it), then the
 * store with its persisted session, then the router.
 */
export async function boot(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  root.render(
    <main className="container-lg py-5">
      <LoadingBanner />
    </main>,
  );
  const configLoaded = loadConfig();
  const screenLoaded = preloadRouteModules(routes, window.location.pathname);
  try {
    const config = await configLoaded;
    const { store, rehydrated } = createAppStore(config);
    // Guards read the session id: they must not run before the persisted one is back.
    await rehydrated;
    const sessionId = selectSessionId(store.getState());
    // A signed-in screen's data is asked for now, beside its code (preload-route.ts).
    if (sessionId) prefetchRouteData(routes, window.location.pathname, sessionId);
    // The first screen renders with its code in (and, signed in, the layout's session
    // services): nothing of it suspends, so React holds none of it back (preloadable-lazy.tsx).
    await Promise.all([screenLoaded, sessionId && SignedInServices.preload()]);
    // Declarative routing (docs/decisions/016). A navigation is a transition: the screen
    // shown stays until the next one's code has come (as the data router did).
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <BrowserRouter basename={config.basename}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  } catch (error) {
    console.error("The portal could not start", error);
    root.render(<BootError error={error} />);
  }
}
