import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { tempFile } from "../test/app.ts";

const main = fileURLToPath(new URL("./main.ts", import.meta.url));

/** main.ts started with `env` beside the test's own, to its end (a start that fails stops). */
const startWith = (env: Record<string, string>) =>
  spawnSync(process.execPath, ["--disable-warning=ExperimentalWarning", main], {
    env: { ...process.env, ...env, PORT: "1" },
    encoding: "utf8",
    timeout: 20_000,
  });

describe("starting the service", () => {
  it("fails fast on a bad PORTAL_CONFIG, naming the file and the problem", () => {
    const path = tempFile("portal.yaml", "title: Portal\ntimeout: soon\n");
    const run = startWith({ PORTAL_CONFIG: path });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Configuration error: PORTAL_CONFIG ${path} is invalid: timeout:`);
  });

  it("refuses CAPTCHA=off in production, saying what to use instead", () => {
    const run = startWith({ NODE_ENV: "production", CAPTCHA: "off" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "Configuration error: CAPTCHA=off is refused when NODE_ENV=production: use CAPTCHA=altcha",
    );
  });

  it("refuses TRUST_PROXY as a hop count while anyone may reach the port, naming the fix", () => {
    const run = startWith({ TRUST_PROXY: "1", HOST: "0.0.0.0" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "Configuration error: TRUST_PROXY=1 is a hop count, which believes whoever connects",
    );
    expect(run.stderr).toContain("Give the proxy's addresses instead (TRUST_PROXY=10.0.0.5");
  });
});
