// A load balancer for the e2e suite: every request the browser makes goes to the
// next of the given service instances in turn, so a journey's steps alternate between them.
// It adds X-Forwarded-For as a real proxy would (the instances trust loopback) and streams
// bodies both ways (uploads, PDFs).
//
//   node e2e/support/round-robin-proxy.ts <port> <upstream port> <upstream port> …
import { Agent, createServer, request } from "node:http";

const [port, ...upstreams] = process.argv.slice(2).map(Number);
if (!port || upstreams.length < 2 || upstreams.some((p) => !Number.isInteger(p))) {
  process.stderr.write("usage: round-robin-proxy.ts <port> <upstream port> <upstream port> …\n");
  process.exit(2);
}

const agent = new Agent({ keepAlive: true });
let next = 0;
/** Requests per upstream so far, for the proxy's own /__proxy_counts (the specs check it). */
const counts = upstreams.map(() => 0);

const server = createServer((incoming, outgoing) => {
  if (incoming.url === "/__proxy_counts") {
    outgoing.writeHead(200, { "content-type": "application/json" });
    outgoing.end(JSON.stringify(counts));
    return;
  }
  const index = next;
  next = (next + 1) % upstreams.length;
  counts[index] = (counts[index] ?? 0) + 1;
  const forwardedFor = [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress]
    .filter(Boolean)
    .join(", ");
  const upstream = request(
    {
      host: "127.0.0.1",
      port: upstreams[index],
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, "x-forwarded-for": forwardedFor },
      agent,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on("error", (error) => {
    if (!outgoing.headersSent) outgoing.writeHead(502, { "content-type": "text/plain" });
    outgoing.end(`upstream ${upstreams[index]}: ${error.message}`);
  });
  incoming.pipe(upstream);
});
server.listen(port, "127.0.0.1");
