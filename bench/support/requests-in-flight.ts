// The service side of a load run: which requests it has received and not yet answered.
import type { FastifyInstance } from "fastify";

/**
 * A run ends when its time is up, not when the service has answered: requests still being
 * handled would otherwise meet the next run's requests for the same forms (and lose their
 * revision check). `whenDrained()` resolves once every request received has been handled,
 * including those whose client left before the answer.
 */
export function requestsInFlight(app: FastifyInstance) {
  let inFlight = 0;
  let drained: Array<() => void> = [];
  app.addHook("onRequest", async () => {
    inFlight++;
  });
  // onSend, not onResponse: a request whose client left is still handled, and then sent
  // (into a closed socket), but never "responded".
  app.addHook("onSend", async () => {
    if (--inFlight > 0) return;
    for (const resolve of drained) resolve();
    drained = [];
  });
  return () =>
    new Promise<void>((resolve) => {
      if (inFlight === 0) resolve();
      else drained.push(resolve);
    });
}
