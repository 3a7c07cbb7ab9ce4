import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempFile } from "../test/app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { describeConfig } from "./config-describe.ts";

describe("loadConfig", () => {
  it("has working defaults for an empty environment", () => {
    const config = loadConfig({}, "/srv/portal");
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/srv/portal/data",
      databaseUrl: undefined,
      publicUrl: "http://localhost:8080",
      portalConfigPath: undefined,
    });
    expect(config.portal.timeout).toBe(1800);
    expect(config.portal.timeZone).toBe("Pacific/Auckland");
    // The built portal of the web app beside this one, wherever the process starts.
    expect(config.webDist).toBe(join(import.meta.dirname, "../../web/dist"));
  });

  it("resolves DATA_DIR, WEB_DIST and PORTAL_CONFIG against the working directory", () => {
    const config = loadConfig({ DATA_DIR: "state", WEB_DIST: "dist" }, "/srv/portal");
    expect(config.dataDir).toBe("/srv/portal/state");
    expect(config.webDist).toBe("/srv/portal/dist");
  });

  it("takes the inactivity time-out from PORTAL_TIMEOUT over the file's", () => {
    const path = tempFile("portal.yaml", "title: Portal\ntimeout: 900\n");
    expect(loadConfig({ PORTAL_TIMEOUT: "60", PORTAL_CONFIG: path }).portal.timeout).toBe(60);
  });

  it("takes the regulator's time zone from TIME_ZONE over the file's, and refuses a zone it does not know", () => {
    const path = tempFile("portal.yaml", "timeZone: Pacific/Chatham\n");
    expect(loadConfig({ PORTAL_CONFIG: path }).portal.timeZone).toBe("Pacific/Chatham");
    expect(loadConfig({ TIME_ZONE: "UTC", PORTAL_CONFIG: path }).portal.timeZone).toBe("UTC");
    const unknown = tempFile("portal.yaml", "timeZone: Pacific/Atlantis\n");
    expect(() => loadConfig({ PORTAL_CONFIG: unknown })).toThrow(
      /timeZone: Not a time zone this runtime knows/,
    );
  });

  it("reads TRUST_PROXY as a hop count or a list of addresses and ranges", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2", HOST: "127.0.0.1" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, loopback,::1,fd00::/8" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "loopback",
      "::1",
      "fd00::/8",
    ]);
  });

  it.each(["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "localhost"])(
    "takes a hop count while only this machine reaches the port (HOST=%s)",
    (host) => {
      expect(loadConfig({ TRUST_PROXY: "1", HOST: host })).toMatchObject({ host, trustProxy: 1 });
    },
  );

  it.each([
    {},
    { HOST: "0.0.0.0" },
    { HOST: "::" },
    { HOST: "10.0.0.7" },
    { HOST: "portal.internal" },
  ])(
    "refuses a hop count where others may reach the port (%o): a client would pick its own address",
    (env) => {
      expect(() => loadConfig({ ...env, TRUST_PROXY: "2" })).toThrow(
        /^TRUST_PROXY=2 is a hop count, which believes whoever connects: with HOST=\S+ a client/,
      );
      // The proxy's address is the way: believed whatever HOST is.
      expect(loadConfig({ ...env, TRUST_PROXY: "10.0.0.5" }).trustProxy).toEqual(["10.0.0.5"]);
    },
  );

  it.each([
    [{ PORT: "eighty" }, /^PORT must be a whole number/],
    [{ PORT: "70000" }, /^PORT must be a whole number/],
    [{ DATABASE_URL: "mysql://x" }, /^DATABASE_URL must start with postgres/],
    [{ PUBLIC_URL: "not a url" }, /^PUBLIC_URL must be an absolute URL/],
    [{ LOG_LEVEL: "loud" }, /^LOG_LEVEL must be one of/],
  ])("refuses %o naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("masks the database password when the configuration is logged", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://portal:s3cret@db:5432/portal" });
    const logged = JSON.stringify(describeConfig(config));
    expect(logged).not.toContain("s3cret");
    expect(logged).toContain("postgres://portal:*****@db:5432/portal");
  });
});

describe("metrics", () => {
  const token = "metrics-s3cret-metrics-s3cret-metrics";

  it("binds the metrics listener to loopback unless METRICS_HOST opens it", () => {
    expect(loadConfig({ METRICS_PORT: "9464" })).toMatchObject({
      host: "0.0.0.0",
      metricsHost: "127.0.0.1",
    });
    expect(loadConfig({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" }).metricsHost).toBe(
      "0.0.0.0",
    );
    expect(loadConfig({ METRICS_HOST: "::1" }).metricsHost).toBe("::1");
  });

  it("serves none unless METRICS_PORT or METRICS_TOKEN says where", () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: undefined, metricsToken: undefined });
    expect(loadConfig({ METRICS_PORT: "9464", METRICS_TOKEN: token })).toMatchObject({
      metricsPort: 9464,
      metricsToken: token,
    });
  });

  it.each([
    [{ METRICS_PORT: "nine" }, /^METRICS_PORT must be a whole number from 1 to 65535/],
    [{ METRICS_PORT: "0" }, /^METRICS_PORT must be a whole number from 1 to 65535/],
    [{ METRICS_PORT: "70000" }, /^METRICS_PORT must be a whole number from 1 to 65535/],
    [{ METRICS_PORT: "8080" }, /^METRICS_PORT must differ from PORT \(8080\)/],
    [{ PORT: "9000", METRICS_PORT: "9000" }, /^METRICS_PORT must differ from PORT \(9000\)/],
    [{ METRICS_HOST: "scraper.example" }, /^METRICS_HOST must be an address to listen on/],
    [{ METRICS_TOKEN: "short" }, /^METRICS_TOKEN must be at least 32 characters/],
    [{ METRICS_TOKEN: `${token} two words` }, /^METRICS_TOKEN must be .* without spaces/],
  ])("refuses %o naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("masks the token when the configuration is logged", () => {
    const logged = describeConfig(loadConfig({ METRICS_PORT: "9464", METRICS_TOKEN: token }));
    expect(JSON.stringify(logged)).not.toContain("s3cret");
    expect(logged).toMatchObject({ metricsPort: 9464, metricsToken: "*****" });
  });
});

describe("PORTAL_CONFIG", () => {
  const load = (name: string, content: string) =>
    loadConfig({ PORTAL_CONFIG: tempFile(name, content) }).portal;

  it("reads YAML and JSON, keeping the defaults for what the file omits", () => {
    const yaml = load(
      "portal.yaml",
      "title: Dental Council portal\ntileOrder: [apc, recertification]\n",
    );
    expect(yaml).toMatchObject({
      title: "Dental Council portal",
      tileOrder: ["apc", "recertification"],
      timeout: 1800,
    });
    const json = load(
      "portal.json",
      JSON.stringify({ timeout: 900, content: { intro: "Kia ora" } }),
    );
    expect(json).toMatchObject({
      title: "Practitioner Portal",
      timeout: 900,
      content: { intro: "Kia ora", tiles: {} },
    });
  });

  it.each([
    ["a value of the wrong type", "timeout: soon\n", /is invalid: timeout: .*expected number/],
    ["a misspelt key", "tileorder: [apc]\n", /is invalid: .*Unrecognized key.*tileorder/],
    ["a negative time-out", "timeout: -5\n", /is invalid: timeout: /],
    ["a nested error", "content:\n  tiles:\n    apc: 3\n", /is invalid: content\.tiles\.apc: /],
    ["text that is not YAML", "title: [unclosed\n", /is neither valid JSON nor YAML/],
  ])("fails fast on %s, naming the file and the problem", (_, content, message) => {
    const path = tempFile("portal.yaml", content);
    expect(() => loadConfig({ PORTAL_CONFIG: path })).toThrow(ConfigError);
    expect(() => loadConfig({ PORTAL_CONFIG: path })).toThrow(`PORTAL_CONFIG ${path}`);
    expect(() => loadConfig({ PORTAL_CONFIG: path })).toThrow(message);
  });

  it("fails fast on a file that does not exist", () => {
    expect(() => loadConfig({ PORTAL_CONFIG: "/nonexistent/portal.yaml" })).toThrow(
      /^PORTAL_CONFIG \/nonexistent\/portal\.yaml cannot be read: ENOENT/,
    );
  });
});

describe("account settings (captcha, mail, passwords)", () => {
  it("defaults to ALTCHA, .eml files and a 12-character minimum", () => {
    const config = loadConfig({});
    expect(config.captcha).toEqual({
      provider: "altcha",
      recaptchaSiteKey: undefined,
      recaptchaSecret: undefined,
      altchaHmacKey: undefined,
    });
    expect(config.portal.captcha).toEqual({
      provider: "altcha",
      challengeUrl: "/web_portal/api/v1/captcha/challenge",
    });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: "Practitioner Portal <no-reply@localhost>",
    });
    expect(config.passwordMinLength).toBe(12);
  });

  it("gives the portal the reCAPTCHA site key, never its secret", () => {
    const config = loadConfig({
      CAPTCHA: "recaptcha",
      RECAPTCHA_SITE_KEY: "6Lc-site",
      RECAPTCHA_SECRET: "6Lc-secret",
    });
    expect(config.portal.captcha).toEqual({ provider: "recaptcha", siteKey: "6Lc-site" });
    expect(JSON.stringify(config.portal)).not.toContain("6Lc-secret");
  });

  it("allows CAPTCHA=off outside production", () => {
    expect(loadConfig({ CAPTCHA: "off", NODE_ENV: "test" }).portal.captcha).toEqual({
      provider: "off",
    });
  });

  it.each([
    [{ CAPTCHA: "hcaptcha" }, /^CAPTCHA must be one of altcha, recaptcha, off/],
    [
      { CAPTCHA: "off", NODE_ENV: "production" },
      /^CAPTCHA=off is refused when NODE_ENV=production/,
    ],
    [
      { CAPTCHA: "recaptcha" },
      /^CAPTCHA=recaptcha needs both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET/,
    ],
    [{ CAPTCHA: "recaptcha", RECAPTCHA_SITE_KEY: "k" }, /needs both RECAPTCHA_SITE_KEY/],
    [{ ALTCHA_HMAC_KEY: "short" }, /^ALTCHA_HMAC_KEY must be at least 32 characters/],
    [{ PAYMENT_INTENT_KEY: "short" }, /^PAYMENT_INTENT_KEY must be at least 32 characters/],
    [{ SMTP_URL: "mail.example.test" }, /^SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ NODE_ENV: "production" }, /^SMTP_URL is required when NODE_ENV=production/],
    [{ MAIL_FROM: "Portal" }, /^MAIL_FROM must hold an e-mail address/],
    [{ PASSWORD_MIN_LENGTH: "6" }, /^PASSWORD_MIN_LENGTH must be a whole number from 8 to 64/],
    [{ PASSWORD_MIN_LENGTH: "twelve" }, /^PASSWORD_MIN_LENGTH must be a whole number/],
    [{ RATE_LIMIT_SCALE: "0" }, /^RATE_LIMIT_SCALE must be a whole number from 1 to 1000/],
    [{ RATE_LIMIT_SCALE: "lots" }, /^RATE_LIMIT_SCALE must be a whole number/],
    [{ PORTAL_TIMEOUT: "0" }, /^PORTAL_TIMEOUT must be a whole number of seconds/],
    [{ PORTAL_TIMEOUT: "1m" }, /^PORTAL_TIMEOUT must be a whole number of seconds/],
    [{ TRUST_PROXY: "0" }, /^TRUST_PROXY must be a hop count from 1 to 10/],
    [{ TRUST_PROXY: "true" }, /^TRUST_PROXY must be a hop count or addresses\/ranges/],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /"10.0.0.0\/33" is neither/],
    [{ TIME_ZONE: "NZ Daylight" }, /^TIME_ZONE must be a time zone such as Pacific\/Auckland/],
  ])("refuses %o naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("masks the captcha secrets, the payment key and the SMTP password when the configuration is logged", () => {
    const config = loadConfig({
      PAYMENT_INTENT_KEY: "payment-s3cret-payment-s3cret-payment",
      STAFF_TOTP_KEY: "staff-s3cret-staff-s3cret-staff-s3cret",
      CAPTCHA: "recaptcha",
      RECAPTCHA_SITE_KEY: "public-site-key",
      RECAPTCHA_SECRET: "recaptcha-s3cret",
      ALTCHA_HMAC_KEY: "altcha-s3cret-altcha-s3cret-altcha-s3cret",
      SMTP_URL: "smtps://mailer:smtp-s3cret@smtp.example.test:465",
    });
    const logged = JSON.stringify(describeConfig(config));
    expect(logged).not.toMatch(/s3cret/);
    expect(logged).toContain("smtps://mailer:*****@smtp.example.test:465");
    expect(logged).toContain("public-site-key");
    expect(config.paymentIntentKey).toBe("payment-s3cret-payment-s3cret-payment");
    expect(describeConfig(loadConfig({})).paymentIntentKey).toBe("(DATA_DIR/payment-intent.key)");
    expect(config.staffTotpKey).toBe("staff-s3cret-staff-s3cret-staff-s3cret");
    expect(describeConfig(loadConfig({})).staffTotpKey).toBe("(DATA_DIR/staff-totp.key)");
  });

  it("refuses a STAFF_TOTP_KEY shorter than 32 characters", () => {
    expect(() => loadConfig({ STAFF_TOTP_KEY: "short" })).toThrow(
      "STAFF_TOTP_KEY must be at least 32 characters long",
    );
  });
});

describe("the instance's part (JOBS)", () => {
  it("runs the jobs unless JOBS=off makes the instance answer requests only", () => {
    expect(loadConfig({}).runsJobs).toBe(true);
    expect(loadConfig({ JOBS: "on" }).runsJobs).toBe(true);
    expect(loadConfig({ JOBS: "off" }).runsJobs).toBe(false);
    expect(() => loadConfig({ JOBS: "no" })).toThrow(/^JOBS must be on or off, got "no"/);
  });
});
