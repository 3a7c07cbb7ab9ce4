import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import { SSO_DESK_CLIENT, SSO_PORTAL_CLIENT, SSO_ROLE_MAP } from "./e2e/support/sso-users.ts";

// The e2e suite runs the real service (built portal + API) on a fresh database: always on
// PGlite, and also on PostgreSQL when TEST_DATABASE_URL names a server (CI does), there
// through two instances behind a round-robin proxy (decision 035). Each
// project has its own service and its own real SMTP peer. The services run with the captcha
// off, except one (`captcha`) that keeps the real ALTCHA challenge for the specs that solve it.
// One more (`security`, PGlite) has the XSS corpus in its configuration and form definitions
// (e2e/support/security-fixture.ts) for the specs named *.security.spec.ts.
process.env.E2E_DATA_ROOT ||= mkdtempSync(join(tmpdir(), "portal-e2e-"));
const dataRoot = process.env.E2E_DATA_ROOT;

interface Target {
  name: string;
  database: "pglite" | "postgres";
  port: number;
  smtpPort: number;
  captcha: "off" | "altcha";
  /** The service's configuration: the demo's, or the security suite's fixture. */
  fixture?: "security";
  /** PORTAL_TIMEOUT: a time-out short enough for a spec to sit it out. */
  portalTimeout?: number;
  /**
   * Service instances on one database behind a round-robin proxy listening on `port`
   * (e2e/support/round-robin-proxy.ts): the browser's requests alternate between them.
   */
  instancePorts?: number[];
  /**
   * Staff sign in through an organisation's provider (e2e/support/oidc-peer.ts) on this port:
   * the desk's own password is then an admin's break-glass, so only the sso specs run here.
   */
  idpPort?: number;
}
// Shifts every port (and the PostgreSQL database name), so two runs on one machine keep apart.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const targets: Target[] = [
  { name: "pglite", database: "pglite", port: 8181, smtpPort: 2581, captcha: "off" },
  { name: "captcha", database: "pglite", port: 8183, smtpPort: 2583, captcha: "altcha" },
  {
    name: "security",
    database: "pglite",
    port: 8184,
    smtpPort: 2584,
    captcha: "off",
    fixture: "security",
  },
  // The inactivity warning's spec: a 60 s time-out, on the service's real clock too. PGlite
  // only: the session's sliding window is SQL the sessions suite runs on both databases.
  {
    name: "session-timeout",
    database: "pglite",
    port: 8185,
    smtpPort: 2585,
    captcha: "off",
    portalTimeout: 60,
  },
  { name: "sso", database: "pglite", port: 8190, smtpPort: 2590, captcha: "off", idpPort: 8191 },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "sso-postgres",
          database: "postgres",
          port: 8192,
          smtpPort: 2592,
          captcha: "off",
          idpPort: 8193,
        } satisfies Target,
        // The main journeys on PostgreSQL, through two instances on one database behind a
        // proxy: what one instance on PostgreSQL would prove, and more (decision 035).
        {
          name: "two-instances",
          database: "postgres",
          port: 8187,
          smtpPort: 2587,
          captcha: "off",
          instancePorts: [8188, 8189],
        } satisfies Target,
      ]
    : []),
];
for (const target of targets) {
  target.port += offset;
  target.smtpPort += offset;
  if (target.instancePorts) target.instancePorts = target.instancePorts.map((p) => p + offset);
  if (target.idpPort) target.idpPort += offset;
}
// Instances of one project sign captchas and payment intents, and seal TOTP secrets, with the
// same keys.
const sharedKeys = {
  ALTCHA_HMAC_KEY: "e2e-altcha-key-e2e-altcha-key-e2e-altcha",
  PAYMENT_INTENT_KEY: "e2e-payment-key-e2e-payment-key-e2e-payment",
  // One seal of the desk staff's TOTP secrets, so the instances read each other's enrolments.
  STAFF_TOTP_KEY: "e2e-staff-totp-key-e2e-staff-totp-key-e2e",
};
const captchaSpecs = /captcha\.spec\.ts$/;
const securitySpecs = /\.security\.spec\.ts$/;
const timeoutSpecs = /session-timeout\.spec\.ts$/;
const ssoSpecs = /\.sso\.spec\.ts$/;
// Specs of the proxy in front of several instances: only where there is one.
const instanceSpecs = /\.instances\.spec\.ts$/;
// Specs that start (and restart) a service of their own, and browser journeys whose service
// side the integration tests already cover on both databases: the pglite project runs them.
const pgliteOnlySpecs =
  /(\.own-service|public-register|desk-rounds|desk-round-view|recertification-(audit|plan))\.spec\.ts$/;

// The APC declaration's journey files the demo practitioner's APC, which the round view's spec
// (PGlite only) needs unfiled: it runs on PostgreSQL.
const postgresOnlySpecs = /apc-declaration\.spec\.ts$/;

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

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
    launchOptions,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: targets.map((t) => ({
    name: t.name,
    use: {
      baseURL: `http://127.0.0.1:${t.port}`,
      // The redirect specs watch the browser try to leave: any host but the portal's fails
      // at once, without intercepting requests (which would turn the HTTP cache off).
      ...(t.fixture === "security"
        ? {
            launchOptions: {
              ...launchOptions,
              args: [
                ...launchOptions.args,
                "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
              ],
            },
          }
        : {}),
    },
    ...(t.captcha === "altcha"
      ? { testMatch: captchaSpecs }
      : t.fixture === "security"
        ? { testMatch: securitySpecs }
        : t.portalTimeout
          ? { testMatch: timeoutSpecs }
          : t.idpPort
            ? { testMatch: ssoSpecs }
            : {
                testIgnore: [
                  captchaSpecs,
                  securitySpecs,
                  timeoutSpecs,
                  ssoSpecs,
                  ...(t.instancePorts ? [pgliteOnlySpecs] : [instanceSpecs, postgresOnlySpecs]),
                ],
                // Tests of the page itself (e2e/support/browser-only.ts) once, on PGlite.
                ...(t.instancePorts ? { grepInvert: /@browser-only/ } : {}),
              }),
  })),
  webServer: targets.flatMap(
    (t): NonNullable<PlaywrightTestConfig["webServer"]> => [
      {
        command: `node --disable-warning=ExperimentalWarning e2e/support/smtp-peer.ts ${t.smtpPort}`,
        port: t.smtpPort,
        timeout: 30_000,
        reuseExistingServer: false,
        stdout: "ignore" as const,
        stderr: "pipe" as const,
        env: { INBOX_DIR: join(dataRoot, t.name, "inbox") },
      },
      ...(t.idpPort
        ? [
            {
              command: `node --disable-warning=ExperimentalWarning e2e/support/oidc-peer.ts ${t.idpPort} http://127.0.0.1:${t.port}`,
              url: `http://127.0.0.1:${t.idpPort}/.well-known/openid-configuration`,
              timeout: 30_000,
              reuseExistingServer: false,
              stdout: "ignore" as const,
              stderr: "pipe" as const,
            },
          ]
        : []),
      ...(t.instancePorts ?? [t.port]).map((port, instance) => ({
        command: `node --disable-warning=ExperimentalWarning e2e/support/${t.fixture === "security" ? "start-security-service" : "start-service"}.ts ${t.database}`,
        url: `http://127.0.0.1:${port}/web_portal/api/v1/config`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: "ignore" as const,
        stderr: "pipe" as const,
        env: {
          PORT: String(port),
          DATA_DIR: join(dataRoot, t.name, t.instancePorts ? `instance-${instance}` : ""),
          NODE_ENV: "test",
          CAPTCHA: t.captcha,
          LOG_LEVEL: "warn",
          // Every spec signs in from 127.0.0.1: many people behind one address.
          RATE_LIMIT_SCALE: "20",
          PUBLIC_URL: `http://127.0.0.1:${t.port}`,
          // Where start-service leaves the desk staff's one-time links (e2e/support/desk-staff.ts).
          E2E_PROJECT_DIR: join(dataRoot, t.name),
          SMTP_URL: `smtp://127.0.0.1:${t.smtpPort}`,
          ...(t.portalTimeout ? { PORTAL_TIMEOUT: String(t.portalTimeout) } : {}),
          ...(t.idpPort
            ? {
                STAFF_OIDC_ISSUER: `http://127.0.0.1:${t.idpPort}`,
                STAFF_OIDC_CLIENT_ID: SSO_DESK_CLIENT.clientId,
                STAFF_OIDC_CLIENT_SECRET: SSO_DESK_CLIENT.clientSecret,
                STAFF_OIDC_ROLE_MAP: SSO_ROLE_MAP,
                PORTAL_OIDC_ISSUER: `http://127.0.0.1:${t.idpPort}`,
                PORTAL_OIDC_CLIENT_ID: SSO_PORTAL_CLIENT.clientId,
                PORTAL_OIDC_CLIENT_SECRET: SSO_PORTAL_CLIENT.clientSecret,
                PORTAL_OIDC_NAME: SSO_PORTAL_CLIENT.name,
              }
            : {}),
          // Each PostgreSQL project has a database of its own, made anew by start-service.
          E2E_DATABASE: `portal_e2e_${t.name.replaceAll("-", "_")}${offset ? `_${offset}` : ""}`,
          ...(t.instancePorts
            ? {
                ...sharedKeys,
                TRUST_PROXY: "loopback",
                ...(instance > 0 ? { E2E_DATABASE_SHARED: "1" } : {}),
              }
            : {}),
        },
      })),
      ...(t.instancePorts
        ? [
            {
              command: `node --disable-warning=ExperimentalWarning e2e/support/round-robin-proxy.ts ${t.port} ${t.instancePorts.join(" ")}`,
              url: `http://127.0.0.1:${t.port}/web_portal/api/v1/config`,
              timeout: 30_000,
              reuseExistingServer: false,
              stdout: "ignore" as const,
              stderr: "pipe" as const,
            },
          ]
        : []),
    ],
  ),
});
