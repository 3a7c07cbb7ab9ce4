// Builds the react-hook-form baseline page (rhf-page/) with Vite's API, in production mode,
// into a temporary folder, and serves it (and nothing else) on 127.0.0.1.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { build } from "vite";

const source = new URL("rhf-page/", import.meta.url).pathname;
const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
};

export async function buildRhfPage(outDir: string): Promise<void> {
  await build({
    root: source,
    configFile: false,
    logLevel: "warn",
    mode: "production",
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
}

/** Serves the built page at `/` (any query string) and its assets. */
export async function serveRhfPage(
  outDir: string,
  host: string,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const file = normalize(join(outDir, path === "/" ? "index.html" : path));
    if (!file.startsWith(outDir)) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(file);
      res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { url: `http://${host}:${(server.address() as AddressInfo).port}/`, server };
}
