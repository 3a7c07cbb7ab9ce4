// Starts the service: configuration → database → migrations → seed → listen (on PostgreSQL
// the middle three under a lock, db/startup-lock.ts, for instances starting together).
// Anything wrong in the configuration stops it here with a message naming the problem.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { DemoLinks } from "../seed/at-start.ts";
import { seedAtStart } from "../seed/at-start.ts";
import { DEMO_INVESTIGATOR_EMAIL } from "../seed/concerns-demo.ts";
import { DEMO_DESK_EMAIL } from "../seed/desk-demo.ts";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { describeConfig } from "./config-describe.ts";
import { OWNER_ONLY_UMASK, restrictToOwner } from "./data-dir-access.ts";
import { openDatabase } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import { scheduleVacuum } from "./db/pglite-maintenance.ts";
import { duringStartup } from "./db/startup-lock.ts";
import { loggerOptions } from "./http/logging.ts";
import { createCaptchaVerifier } from "./modules/captcha/create-captcha.ts";
import { createMetrics, type MetricsServer, startMetricsServer } from "./modules/metrics/index.ts";
import { createReadiness } from "./modules/operations/index.ts";

/**
 * How long SIGTERM waits for the requests in flight (their saves committed) and the e-mails
 * being sent before it gives up and exits 1. A save takes milliseconds; a PDF at most 20 s;
 * an e-mail cut off then is sent once its lease ends, by another instance or this one again.
 */
const SHUTDOWN_LIMIT_MS = 25_000;

// Whatever the service writes in DATA_DIR (and anywhere else) is its owner's alone.
process.umask(OWNER_ONLY_UMASK);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`Configuration error: ${error.message}\n`);
  process.exit(1);
}

// Files an operator copied in or a previous version left readable by others: made owner-only
// rather than refused, since nothing but this service needs them; the log says how many.
const loosened = restrictToOwner(config.dataDir);
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  // Without its database thread the service could only fail every call: stop, and say why,
  // so that whatever supervises it starts it again.
  onFailure: (error) => {
    process.stderr.write(`The embedded database stopped: ${error.message}\n`);
    process.exit(1);
  },
});
const readiness = createReadiness(database);
// Migrations, the form types buildApp writes and the seed: one instance at a time.
const metrics = createMetrics();
/** The demo staff accounts' password links, printed once the service listens. */
let demoLinks: DemoLinks = {};
// A definition that would hide stored answers stops the start like a configuration error.
const app = await startOrExplain(() =>
  duringStartup(config.databaseUrl, async () => {
    await runMigrations(database);
    const captcha = createCaptchaVerifier(config.captcha, {
      db: database.db,
      dataDir: config.dataDir,
      // Called only while serving, when `app` exists.
      log: { warn: (object, message) => app.log.warn(object, message) },
    });
    const built = await buildApp({
      config,
      database,
      captcha,
      readiness,
      metrics,
      logger: loggerOptions(config),
      // A web-only instance (JOBS=off) never polls: another instance runs the jobs.
      ...(config.runsJobs ? {} : { jobPollMs: 0 }),
    });
    built.log.info({ config: describeConfig(config) }, "effective configuration");
    if (loosened > 0) {
      built.log.warn(
        `DATA_DIR: ${loosened} files or folders in ${config.dataDir} were open to other local ` +
          "users; they are now its owner's only (0600 files, 0700 folders)",
      );
    }
    if (config.captcha.provider === "off") {
      built.log.warn("CAPTCHA=off: the login form is not protected by a captcha");
    }
    // Production gets the product's configuration and no demo: seed/at-start.ts decides.
    demoLinks = await seedAtStart(built, database.db, config);
    return built;
  }),
);
if (!existsSync(join(config.webDist, "index.html"))) {
  app.log.warn(`no portal build in ${config.webDist}: run \`npm run build\``);
}

// PGlite has no autovacuum (db/pglite-maintenance.ts); a PostgreSQL server does its own.
const stopVacuum = database.driver === "pglite" ? scheduleVacuum(database, app.log) : () => {};

let metricsServer: MetricsServer | undefined;
let closeDemoProvider = async () => {};

// Graceful: /readyz says "shutting down" at once; Fastify stops accepting and answers 503 to
// requests on open connections, lets those in flight finish (a save is committed, or refused,
// before it is answered), then the job runner stops (e-mails being sent finish), the mailer
// and PDF processes close; the database last.
const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  readiness.shuttingDown();
  const giveUp = setTimeout(() => {
    app.log.error(`${signal}: requests still running after ${SHUTDOWN_LIMIT_MS} ms, exiting`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  giveUp.unref();
  stopVacuum();
  await app.close();
  await metricsServer?.close();
  await closeDemoProvider();
  await database.close();
  app.log.info(`${signal}: stopped`);
  process.exit(0);
};
async function startOrExplain<T>(start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Form definitions: ${error.message}\n`);
    await database.close();
    process.exit(1);
  }
}

process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

// METRICS_PORT: the series on a listener of their own (modules/metrics/metrics-server.ts), on
// METRICS_HOST: loopback unless the operator opens it.
if (config.metricsPort !== undefined) {
  metricsServer = await startMetricsServer(metrics, {
    port: config.metricsPort,
    host: config.metricsHost,
  });
  app.log.info(`metrics at http://${config.metricsHost}:${metricsServer.port}/metrics`);
}
// DEMO_OIDC=on (npm start): the demo's organisation provider, so its sign-in works on the desk.
const demoProviderPort = config.demoOidcPort;
if (demoProviderPort !== undefined) {
  const { startDemoProvider, demoProviderNotice } = await import("../demo-idp/demo-start.ts");
  const demoProvider = await startDemoProvider({
    port: demoProviderPort,
    host: config.host,
    publicUrl: config.publicUrl,
  });
  closeDemoProvider = demoProvider.close;
  process.stdout.write(demoProviderNotice(demoProvider.issuer));
}
await app.listen({ port: config.port, host: config.host });
// With an organisation's provider the desk's own password is an admin's break-glass only.
const demoAccounts = [
  [demoLinks.deskLink, `${DEMO_DESK_EMAIL} (registrar and admin)`],
  ...(config.staffSignIn.oidc
    ? []
    : ([
        [
          demoLinks.investigatorLink,
          `${DEMO_INVESTIGATOR_EMAIL} (investigator: the concerns' cases)`,
        ],
      ] as const)),
] as const;
for (const [link, account] of demoAccounts) {
  if (!link) continue;
  process.stdout.write(
    `\nThe demo desk: set the password of ${account} at\n  ${link}\n` +
      "(one-time, for an hour; each start prints a new one until the password is set).\n\n",
  );
}
