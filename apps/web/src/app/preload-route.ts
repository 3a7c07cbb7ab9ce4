import { matchRoutes, type RouteObject } from "react-router";
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
