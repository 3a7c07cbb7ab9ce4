import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

// The e2e suite runs the real service (built portal + API) on a fresh database: always on
// PGlite, and also on PostgreSQL when TEST_DATABASE_URL names a server (CI does).
process.env.E2E_DATA_ROOT ??= mkdtempSync(join(tmpdir(), "portal-e2e-"));
const dataRoot = process.env.E2E_DATA_ROOT;
const databases = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
const portOf = (db: string) => (db === "pglite" ? 8181 : 8182);

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: databases.map((db) => ({
    name: db,
    use: { baseURL: `http://127.0.0.1:${portOf(db)}` },
  })),
  webServer: databases.map((db) => ({
    command: `node --disable-warning=ExperimentalWarning e2e/support/start-service.ts ${db}`,
    url: `http://127.0.0.1:${portOf(db)}/web_portal/api/v1/config`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(portOf(db)),
      DATA_DIR: join(dataRoot, db),
      NODE_ENV: "test",
      CAPTCHA: "off",
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${portOf(db)}`,
    },
  })),
});
