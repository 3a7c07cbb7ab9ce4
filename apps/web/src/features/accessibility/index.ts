import { routeModule } from "../../lib/route-module.ts";

/** The accessibility statement (public), loaded on demand. */
export const lazyAccessibilityScreen = routeModule(
  () => import("./accessibility-screen.tsx"),
  "AccessibilityScreen",
);
