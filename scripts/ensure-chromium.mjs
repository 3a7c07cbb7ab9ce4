// The e2e suite drives Debian's Chromium. Install it when missing and we may (root),
// otherwise stop with a message that says what to do.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromium}. Install it with 'sudo apt-get install -y chromium' ` +
        "(or set CHROMIUM_PATH), then run 'npm test' again.",
    );
    process.exit(1);
  }
  console.log("Installing Chromium with apt (once)...");
  const run = (args) =>
    execFileSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  run(["update", "-qq"]);
  run(["install", "-y", "-qq", "chromium"]);
}
