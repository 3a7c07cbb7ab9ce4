import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { tempFile } from "../test/app.ts";

const main = fileURLToPath(new URL("./main.ts", import.meta.url));

describe("starting the service", () => {
  it("fails fast on a bad PORTAL_CONFIG, naming the file and the problem", () => {
    const path = tempFile("portal.yaml", "title: Portal\ntimeout: soon\n");
    const run = spawnSync(process.execPath, ["--disable-warning=ExperimentalWarning", main], {
      env: { ...process.env, PORTAL_CONFIG: path, PORT: "1" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Configuration error: PORTAL_CONFIG ${path} is invalid: timeout:`);
  });

  it("refuses CAPTCHA=off in production, saying what to use instead", () => {
    const run = spawnSync(process.execPath, ["--disable-warning=ExperimentalWarning", main], {
      env: { ...process.env, NODE_ENV: "production", CAPTCHA: "off", PORT: "1" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "Configuration error: CAPTCHA=off is refused when NODE_ENV=production: use CAPTCHA=altcha",
    );
  });

  it("refuses TRUST_PROXY as a hop count while anyone may reach the port, naming the fix", () => {
    const run = spawnSync(process.execPath, ["--disable-warning=ExperimentalWarning", main], {
      env: { ...process.env, TRUST_PROXY: "1", HOST: "0.0.0.0", PORT: "1" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "Configuration error: TRUST_PROXY=1 is a hop count, which believes whoever connects",
    );
    expect(run.stderr).toContain("Give the proxy's addresses instead (TRUST_PROXY=10.0.0.5");
  });
});
