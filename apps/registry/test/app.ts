// Builds the service for a test: the real app on a given database, with a configuration made
// from a plain environment (as main.ts does) and a clock the test can move.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll } from "vitest";
import type { App } from "../src/app.ts";
import { type AppOptions, buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import type { Database } from "../src/db/client.ts";
import type { TestDatabase } from "./databases.ts";

export interface TestClock {
  (): Date;
  advance(ms: number): void;
}

export function testClock(start = new Date("2026-03-01T00:00:00Z")): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

export type TestAppOptions = {
  env?: Record<string, string>;
  clock?: TestClock;
} & Pick<
  AppOptions,
  | "captcha"
  | "passwords"
  | "mailer"
  | "rateLimit"
  | "formCache"
  | "logger"
  | "pdfPool"
  | "readiness"
  | "hashAdmission"
  | "metrics"
  | "jobPollMs"
>;

export async function buildTestApp(database: Database, options: TestAppOptions = {}) {
  const { env, clock, ...rest } = options;
  const config = loadConfig({
    NODE_ENV: "test",
    // A portal build that does not exist, unless the test gives one.
    WEB_DIST: join(tmpdir(), "registry-test-no-portal-build"),
    // E-mails (.eml files) and keys go to a fresh directory, never the working one.
    DATA_DIR: mkdtempSync(join(tmpdir(), "registry-test-data-")),
    CAPTCHA: "off",
    ...env,
  });
  // Per-address rate limits would trip over the many logins of one test file from one
  // address; the tests of the limits turn them on. Jobs (e-mails) run when the test calls
  // app.jobs.runDue(), after moving its clock where it needs to.
  return buildApp({
    config,
    database,
    clock: clock ?? testClock(),
    rateLimit: false,
    jobPollMs: 0,
    ...rest,
  });
}

/**
 * A suite's service: a fresh database of `testDb` and the app built on it, for its beforeAll.
 * `options` may be made from the database (a captcha verifier that stores its solutions).
 */
export async function openTestService(
  testDb: TestDatabase,
  options: TestAppOptions | ((database: Database) => TestAppOptions) = {},
) {
  const database = await testDb.open();
  const app = await buildTestApp(
    database,
    typeof options === "function" ? options(database) : options,
  );
  return { database, app };
}

/** For a suite's afterAll: closes what openTestService opened, as far as it got. */
export async function closeTestService(service: { app?: App; database?: Database }) {
  await service.app?.close();
  await service.database?.close();
}

/**
 * For a suite that needs nothing but the service: registers the beforeAll that opens it and the
 * afterAll that closes it. `app` and `database` are there once the suite's tests run.
 */
export function useTestService(testDb: TestDatabase, options: TestAppOptions = {}) {
  const service = {} as { app: App; database: Database };
  beforeAll(async () => {
    Object.assign(service, await openTestService(testDb, options));
  });
  afterAll(() => closeTestService(service));
  return service;
}

/** Writes `content` to a fresh temporary file and answers its path. */
export function tempFile(name: string, content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), "registry-test-")), name);
  writeFileSync(path, content);
  return path;
}

/** A small portal build (index, one asset with its .br copy, index.html.gz) in a fresh folder. */
export const INDEX_HTML = "<!doctype html><title>portal</title><div id=root></div>";
export const ASSET = "console.log('portal');\n";

export function fakePortalBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "registry-web-dist-"));
  writeFileSync(join(dir, "index.html"), INDEX_HTML);
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "app-1a2b3c.js"), ASSET);
  writeFileSync(join(dir, "assets", "app-1a2b3c.js.br"), brotliCompressSync(ASSET));
  writeFileSync(join(dir, "index.html.gz"), gzipSync(INDEX_HTML));
  return dir;
}
