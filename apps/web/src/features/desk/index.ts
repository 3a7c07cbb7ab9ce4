import { routeModule } from "../../lib/route-module.ts";

/** The whole desk, loaded on demand: none of it is in the portal's shell or its routes. */
export const lazyDeskApp = routeModule(() => import("./desk-app.tsx"), "DeskApp");
