import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempFile } from "../test/app.ts";
import { ConfigError, describeConfig, loadConfig } from "./config.ts";

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
    // The built portal of the web app beside this one, wherever the process starts.
    expect(config.webDist).toBe(join(import.meta.dirname, "../../web/dist"));
  });

  it("resolves DATA_DIR, WEB_DIST and PORTAL_CONFIG against the working directory", () => {
    const config = loadConfig({ DATA_DIR: "state", WEB_DIST: "dist" }, "/srv/portal");
    expect(config.dataDir).toBe("/srv/portal/state");
    expect(config.webDist).toBe("/srv/portal/dist");
  });

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
