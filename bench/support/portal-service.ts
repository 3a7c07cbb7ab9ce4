// The real service serving the built portal, for the browser benchmarks: `npm run serve`'s
// main.ts as a child process on a free port of 127.0.0.1, with its own DATA_DIR, CAPTCHA=off
// and PGlite (never a DATABASE_URL of the environment), answering once its configuration does.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { apiPaths } from "@portal/contract";
import { freePort, HOST } from "../../apps/registry/test/service-process.ts";

export { HOST };

const root = new URL("../..", import.meta.url).pathname;

export interface PortalService {
  base: string;
  child: ChildProcess;
}

/**
 * Starts the service; `env` adds to (or overrides) what every benchmark sets. The caller
 * stops `child` (SIGTERM) when done, also when this throws after spawning (`onSpawn`).
 */
export async function startPortalService(options: {
  dataDir: string;
  env?: Record<string, string>;
  startSeconds: number;
  onSpawn(child: ChildProcess): void;
}): Promise<PortalService> {
  requirePortalBuild(options.env?.WEB_DIST ?? process.env.WEB_DIST);
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const child = spawn(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", join(root, "apps/registry/src/main.ts")],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST,
        DATA_DIR: options.dataDir,
        CAPTCHA: "off",
        LOG_LEVEL: "warn",
        NODE_ENV: "test",
        PUBLIC_URL: base,
        DATABASE_URL: "",
        ...options.env,
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  options.onSpawn(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  for (let i = 0; i < options.startSeconds * 2; i++) {
    if (child.exitCode !== null) throw new Error(`service stopped: ${stderr}`);
    try {
      if ((await fetch(`${base}${apiPaths.config}`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`service did not start in ${options.startSeconds} s: ${stderr}`);
}

/**
 * Stops at once, saying what to do, when there is no built portal to measure: the service
 * would start anyway and the browser wait its whole time-out for a login screen.
 */
function requirePortalBuild(webDist: string | undefined) {
  const dist = webDist ? resolve(root, webDist) : join(root, "apps/web/dist");
  if (existsSync(join(dist, "index.html"))) return;
  throw new Error(
    `No built portal at ${dist}: run \`npm run build\` first (or set WEB_DIST to a build).`,
  );
}
