import { routeModule } from "../../lib/route-module.ts";

export {
  type DashboardState,
  dashboardSlice,
  emptyDashboard,
  selectTiles,
} from "./dashboard-slice.ts";
export { LazyRecertification } from "./lazy-recertification.ts";
export { sortTiles, tileName, tilePath } from "./tile-links.ts";

/** Route module, loaded on demand so the shell stays small. */
export const lazyDashboardScreen = routeModule(
  () => import("./dashboard-screen.tsx"),
  "DashboardScreen",
);
