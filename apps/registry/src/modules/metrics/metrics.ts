// The service's Prometheus series (DESIGN §3: prom-client). createMetrics() makes a registry of
// its own for each app, so that tests, or several apps in one process, never share a count.
// The process's series (CPU, memory, event-loop lag, GC) are collected once per process and
// shown by every registry: their collectors run timers and observers that should not multiply.
//
// The services count through the small interfaces below (passed in their deps by app.ts), so
// none of them knows prom-client. Every call is a counter increment or a histogram
// observation: nothing on a request's path waits for, or builds, more than its labels.
import {
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  type Metric,
  Registry,
} from "prom-client";
import type { Database } from "../../db/client.ts";

export type SignInOutcome = "success" | "failed" | "locked" | "captcha_refused";
export type PageSaveOutcome = "saved" | "refused";
export type RenderOutcome = "rendered" | "too_large" | "busy" | "failed";
export type PaymentDecision = "approved" | "declined";
export type MailOutcome = "sent" | "deferred" | "failed";
/** What a request to follow a record did: sent a confirmation link, or why not. */
export type FollowOutcome = "sent" | "following" | "mailbox_limit" | "hourly_ceiling";
/** The outbox's messages waiting to be sent, and those given up on. */
export type OutboxCounts = { queued: number; failed: number };

export interface HttpMetrics {
  /** One answered request: `route` is its URL pattern, never the URL itself. */
  answered(method: string, route: string, statusCode: number, seconds: number): void;
}
export interface SignInMetrics {
  attempt(outcome: SignInOutcome): void;
  /** An e-mail and address pair was locked (or its lock lengthened) by a failure. */
  locked(): void;
}
export interface PageSaveMetrics {
  save(outcome: PageSaveOutcome): void;
}
export interface RenderMetrics {
  /** `seconds`: how long the PDF process worked on it, when it did. */
  render(outcome: RenderOutcome, seconds?: number): void;
}
export interface FollowMetrics {
  requested(outcome: FollowOutcome): void;
}
export interface PaymentMetrics {
  decided(decision: PaymentDecision): void;
}
export interface MailMetrics {
  mail(outcome: MailOutcome): void;
  /** Shows the outbox's counts, read when scraped, from `count`; returns the undo. */
  observeOutbox(count: () => Promise<OutboxCounts>): () => void;
}

export interface Metrics {
  readonly registry: Registry;
  readonly http: HttpMetrics;
  readonly signIns: SignInMetrics;
  readonly pageSaves: PageSaveMetrics;
  readonly pdfRenders: RenderMetrics;
  readonly payments: PaymentMetrics;
  readonly mail: MailMetrics;
  readonly follows: FollowMetrics;
  /** Times the database's statements and, on PGlite, shows its queue; returns the undo. */
  observeDatabase(database: Database): () => void;
}

const QUEUE_DEPTH = "portal_db_queue_depth";

let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Seconds: a page load or save takes a few milliseconds, a PDF up to its 20 s limit. */
const httpBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const statementBuckets = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 2.5,
];
const renderBuckets = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30];

/** A counter whose every label value is shown from the start, at 0 until it happens. */
function counterOf<L extends string>(
  registry: Registry,
  name: string,
  help: string,
  label: string,
  values: readonly L[],
) {
  const counter = new Counter({ name, help, labelNames: [label], registers: [registry] });
  for (const value of values) counter.inc({ [label]: value }, 0);
  return (value: L) => counter.inc({ [label]: value });
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // prom-client types these as plain objects; they are the metrics themselves.
  for (const metric of processMetrics().getMetricsAsArray()) {
    registry.registerMetric(metric as unknown as Metric);
  }

  const labelNames = ["method", "route", "status_code"] as const;
  const requests = new Counter({
    name: "portal_http_requests_total",
    help: "HTTP requests answered, by method, route (its URL pattern) and status code.",
    labelNames,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: "portal_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method, route and status code.",
    labelNames,
    buckets: httpBuckets,
    registers: [registry],
  });

  const signIn = counterOf<SignInOutcome>(
    registry,
    "portal_sign_ins_total",
    "Sign-in attempts by outcome: success, failed (wrong e-mail or password), locked, captcha_refused.",
    "outcome",
    ["success", "failed", "locked", "captcha_refused"],
  );
  const locks = new Counter({
    name: "portal_sign_in_locks_total",
    help: "Locks of an e-mail at a client address set (or lengthened) by a failed sign-in.",
    registers: [registry],
  });
  const pageSave = counterOf<PageSaveOutcome>(
    registry,
    "portal_page_saves_total",
    "Form page saves by outcome: saved, or refused with the page's errors (nothing written).",
    "outcome",
    ["saved", "refused"],
  );
  const follow = counterOf<FollowOutcome>(
    registry,
    "portal_follow_requests_total",
    "Requests to follow a public record by outcome: sent (a confirmation link), following (already), mailbox_limit, hourly_ceiling (the service's confirmations an hour).",
    "outcome",
    ["sent", "following", "mailbox_limit", "hourly_ceiling"],
  );
  const render = counterOf<RenderOutcome>(
    registry,
    "portal_pdf_renders_total",
    "Form PDF renders by outcome: rendered, too_large, busy (queue full), failed.",
    "outcome",
    ["rendered", "too_large", "busy", "failed"],
  );
  const renderSeconds = new Histogram({
    name: "portal_pdf_render_duration_seconds",
    help: "Time a PDF process worked on a form PDF, by outcome.",
    labelNames: ["outcome"],
    buckets: renderBuckets,
    registers: [registry],
  });
  const payment = counterOf<PaymentDecision>(
    registry,
    "portal_payments_total",
    "Payments decided, by decision: approved or declined.",
    "decision",
    ["approved", "declined"],
  );
  const mail = counterOf<MailOutcome>(
    registry,
    "portal_emails_total",
    "E-mail delivery attempts by outcome: sent (or written to a file without SMTP_URL), " +
      "deferred (failed, tried again later), failed (the last attempt failed: given up).",
    "outcome",
    ["sent", "deferred", "failed"],
  );
  let outboxCount: (() => Promise<OutboxCounts>) | undefined;
  new Gauge({
    name: "portal_email_outbox_messages",
    help: "E-mails in the outbox by state: queued (not yet sent) and failed (given up, see npm run mail).",
    labelNames: ["state"],
    registers: [registry],
    async collect() {
      const counts = (await outboxCount?.()) ?? { queued: 0, failed: 0 };
      for (const [state, n] of Object.entries(counts)) this.set({ state }, n);
    },
  });
  const statementSeconds = new Histogram({
    name: "portal_db_statement_duration_seconds",
    help: "Time of each database statement (PGlite: on its one connection; PostgreSQL: from the call).",
    buckets: statementBuckets,
    registers: [registry],
  });

  let queueDepth: (() => number) | undefined;

  return {
    registry,
    http: {
      answered(method, route, statusCode, seconds) {
        const labels = { method, route, status_code: statusCode };
        requests.inc(labels);
        requestSeconds.observe(labels, seconds);
      },
    },
    signIns: { attempt: signIn, locked: () => locks.inc() },
    pageSaves: { save: pageSave },
    pdfRenders: {
      render(outcome, seconds) {
        render(outcome);
        if (seconds !== undefined) renderSeconds.observe({ outcome }, seconds);
      },
    },
    payments: { decided: payment },
    follows: { requested: follow },
    mail: {
      mail,
      observeOutbox(count) {
        outboxCount = count;
        return () => {
          outboxCount = undefined;
        };
      },
    },
    observeDatabase(database) {
      const stopTiming = database.statements.listen((s) => statementSeconds.observe(s));
      if (!database.queueDepth) return stopTiming;
      queueDepth = database.queueDepth;
      if (!registry.getSingleMetric(QUEUE_DEPTH)) {
        new Gauge({
          name: QUEUE_DEPTH,
          help: "PGlite: statements and transactions sent to the database thread and not yet answered.",
          registers: [registry],
          collect() {
            this.set(queueDepth?.() ?? 0);
          },
        });
      }
      return () => {
        stopTiming();
        queueDepth = undefined;
      };
    },
  };
}
