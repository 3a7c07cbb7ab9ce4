import { routeModule } from "../../lib/route-module.ts";

/** The development plan's screen, loaded on demand so the shell stays small. */
export const lazyPlanScreen = routeModule(() => import("./plan-screen.tsx"), "PlanScreen");

/** Where the plan's screen is: the progress panel and the Recertification tile link to it. */
export const PLAN_SCREEN_PATH = "/recertification/plan";
