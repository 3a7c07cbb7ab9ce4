// The tests drive Debian's Chromium and read PDFs with poppler's pdftotext/pdffonts. Install
// what is missing when we may (root), otherwise stop with a message that says what to do.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const needs = [
  { what: "Chromium", present: existsSync(chromium), pkg: "chromium" },
  { what: "pdftotext", present: existsSync("/usr/bin/pdftotext"), pkg: "poppler-utils" },
].filter((n) => !n.present);

if (needs.length > 0) {
  const pkgs = needs.map((n) => n.pkg);
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing for the tests: ${needs.map((n) => n.what).join(", ")}. Install them with ` +
        `'sudo apt-get install -y ${pkgs.join(" ")}', then run 'npm test' again.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${pkgs.join(", ")} with apt (once)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const run = (args) => execFileSync("apt-get", args, { stdio: "inherit", env });
  run(["update", "-qq"]);
  run(["install", "-y", "-qq", ...pkgs]);
}
