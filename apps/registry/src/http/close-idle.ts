// Fastify closes the connections that are idle when close() is called; a keep-alive
// connection answered after that would stay open for its keep-alive time (72 s) and hold the
// close up. While the app closes, each connection is closed as soon as it falls idle.
import type { FastifyInstance } from "fastify";

export function closeConnectionsAsTheyFallIdle(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook("preClose", (done) => {
    timer = setInterval(() => app.server.closeIdleConnections(), 100);
    // Never what keeps a process alive (an app that was only ever injected into).
    timer.unref();
    done();
  });
  // Fastify closes the server in an onClose it adds when the app is ready; onClose hooks run
  // last-added first, so this one runs once the server, and every connection, has closed.
  app.addHook("onClose", (_app, done) => {
    clearInterval(timer);
    done();
  });
}
