import { routeModule } from "../../lib/route-module.ts";

/** Route module, loaded on demand: it brings the HTML sanitiser with it. */
export const lazyNotFoundScreen = routeModule(
  () => import("./not-found-screen.tsx"),
  "NotFoundScreen",
);
