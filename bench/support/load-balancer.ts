// What a load balancer does for the load benchmark's clients: requests take turns among the
// instances that are up; an instance that refuses a connection is taken out until it is
// started again; a request whose connection failed is sent again to an instance that is up
// (each call the benchmark makes may be repeated: a save sends the same values). While no
// instance is up, requests wait, as a user would try again.
import type { ServiceProcess } from "../../apps/registry/test/service-process.ts";

/** How long a request waits for some instance to be up before it is an error. */
const OUTAGE_LIMIT_MS = 60_000;

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
  /** The time of the attempt that was answered, not of those whose connection failed. */
  ms: number;
  /** Attempts whose connection failed before this one was answered. */
  connectionFailures: number;
  /** From the first attempt to the answer: with the resends and any wait for an instance. */
  totalMs: number;
}

export class Instances {
  private readonly bases: Array<string | undefined>;
  private turn = 0;

  constructor(instances: readonly ServiceProcess[]) {
    this.bases = instances.map((i) => i.base);
  }

  /** Takes an instance out (it was killed, or refused a connection). */
  down(index: number): void {
    this.bases[index] = undefined;
  }

  /** Puts a started instance back, maybe at a new address. */
  up(index: number, instance: ServiceProcess): void {
    this.bases[index] = instance.base;
  }

  private async next(): Promise<{ index: number; base: string }> {
    const waitUntil = Date.now() + OUTAGE_LIMIT_MS;
    for (;;) {
      for (let i = 0; i < this.bases.length; i++) {
        const index = this.turn++ % this.bases.length;
        const base = this.bases[index];
        if (base !== undefined) return { index, base };
      }
      if (Date.now() > waitUntil) throw new Error(`no instance up for ${OUTAGE_LIMIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async send(path: string, init: RequestInit): Promise<Answer> {
    const first = performance.now();
    for (let connectionFailures = 0; ; connectionFailures++) {
      const { index, base } = await this.next();
      const start = performance.now();
      try {
        const res = await fetch(`${base}${path}`, init);
        const body = await res.text();
        const end = performance.now();
        return {
          status: res.status,
          headers: res.headers,
          body,
          ms: end - start,
          connectionFailures,
          totalMs: end - first,
        };
      } catch (error) {
        // fetch fails with a TypeError whose cause is the socket's error (ECONNREFUSED,
        // ECONNRESET, "other side closed"): the instance is gone, or going.
        if (!(error instanceof TypeError) || connectionFailures > 1_000) throw error;
        if ((error.cause as { code?: string } | undefined)?.code === "ECONNREFUSED") {
          if (this.bases[index] === base) this.down(index);
        }
      }
    }
  }
}
