// METRICS_PORT: the series on a port of their own, for a scraper on a network the public
// never reaches (no token there; the port is the boundary, so it binds METRICS_HOST, loopback
// unless the operator opens it – not the service's HOST). A bare node:http server: it
// answers GET /metrics and nothing else, and shares nothing with the service's Fastify.
import { createServer, type Server } from "node:http";
import type { Metrics } from "./metrics.ts";
import { METRICS_PATH } from "./routes.ts";

export interface MetricsServer {
  /** The port it listens on (the one given, or the one chosen for port 0). */
  port: number;
  /** The address it is bound to. */
  address: string;
  close(): Promise<void>;
}

export async function startMetricsServer(
  metrics: Metrics,
  listen: { port: number; host: string },
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = request.url?.split("?")[0];
    const read = request.method === "GET" || request.method === "HEAD";
    if (path !== METRICS_PATH || !read) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      response.end(`Not found: ${request.method} ${path}\n`);
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, {
          "content-type": metrics.registry.contentType,
          "cache-control": "no-store",
        });
        response.end(request.method === "HEAD" ? undefined : text);
      },
      () => {
        response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        response.end("The metrics could not be collected.\n");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listen.port, listen.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : listen.port,
    address: typeof address === "object" && address ? address.address : listen.host,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // A scraper keeps its connection open between scrapes.
        server.closeIdleConnections();
      }),
  };
}
