// What other modules may use of the metrics module: the interfaces they count through (their
// deps, given by app.ts), and for app.ts and main.ts the registry, its route and its port.
export {
  createMetrics,
  type FollowMetrics,
  type FollowOutcome,
  type HttpMetrics,
  type MailMetrics,
  type MailOutcome,
  type Metrics,
  type OutboxCounts,
  type PageSaveMetrics,
  type PaymentMetrics,
  type RenderMetrics,
  type RenderOutcome,
  type SignInMetrics,
} from "./metrics.ts";
export { type MetricsServer, startMetricsServer } from "./metrics-server.ts";
export {
  METRICS_PATH,
  metricsMessages,
  registerHttpMetrics,
  registerMetricsRoute,
  UNMATCHED_ROUTE,
} from "./routes.ts";
