import { matchRoutes, type Params, type RouteObject } from "react-router";
import { preloadScreen } from "./lazy-screen.tsx";

/**
 * Starts loading the code of the screen at `pathname` before the router exists: the router
 * waits for the configuration (its basename), and the screen's code can come meanwhile
 * (DESIGN §5, a form page answers input sooner). Matched as if the basename were "/", the
 * default: under another basename the guess misses or names a screen that is not the one
 * shown, and the router loads the right one as usual: nothing is run, only fetched.
 * Settles when the matched screens have loaded or failed.
 */
export function preloadRouteModules(routes: RouteObject[], pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map(({ route }) => preloadScreen(route.element)));
}

/** What a route asks for before its screen exists: its data, from its params and session. */
type RouteDataRequest = (params: Params, sessionId: string | null) => void;

/** A route's `handle` that names its data request (`prefetchRouteData`). */
export const routeData = (request: RouteDataRequest) => ({ routeData: request });

/**
 * Starts the requests of the screen at `pathname` for data (a form page) at boot, beside its
 * code, instead of after it has loaded and rendered. Matched like `preloadRouteModules`.
 */
export function prefetchRouteData(
  routes: RouteObject[],
  pathname: string,
  sessionId: string | null,
): void {
  for (const { route, params } of matchRoutes(routes, pathname) ?? []) {
    const request = (route.handle as { routeData?: RouteDataRequest } | undefined)?.routeData;
    request?.(params, sessionId);
  }
}
