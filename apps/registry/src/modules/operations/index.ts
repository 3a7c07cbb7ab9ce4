export { healthPaths, registerHealthRoutes } from "./health-routes.ts";
export { createReadiness, type Readiness, type ReadinessReport } from "./readiness.ts";
