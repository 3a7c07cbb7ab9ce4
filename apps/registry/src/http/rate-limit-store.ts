// The stores of @fastify/rate-limit's counts. When several service processes share one
// PostgreSQL: each hit is one statement that opens or advances the key's fixed window and
// answers the count and the time left, by the database's clock, so every instance agrees.
// (In memory, N instances would allow N times the guesses.) On PGlite, one process: the same
// fixed windows in memory. The plugin calls them with a callback, as it does its own stores
// (store/LocalStore.js), and asks each for a child per route: both stores key by the route's
// bucket (`bucketOf`), so a GET route and its HEAD count together.
import { sql } from "drizzle-orm";
import { type Db, executeRows } from "../db/client.ts";

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The key prefix of a route's counts. The plugin passes the route's merged limits with the
 * route as `routeInfo` (its typings say the route itself). A GET route's HEAD, which Fastify
 * adds, counts with it: the same answer without its body is the same request to a scraper,
 * and a bucket of its own would double what an address may ask.
 */
export function bucketOf(options: object): string {
  const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  const method = route?.method === "HEAD" ? "GET" : String(route?.method);
  return `${method} ${String(route?.url)} `;
}

/** Windows ended this long ago are deleted, now and then, by whichever instance counts. */
const KEEP_ENDED_MS = 60 * 60 * 1000;
const SWEEP_EVERY = 500;

export function postgresRateLimitStore(db: Db) {
  let hitsSinceSweep = 0;

  const sweep = () =>
    db
      .execute(
        sql`delete from rate_limit_windows
            where ends_at < now() - ${KEEP_ENDED_MS} * interval '1 millisecond'`,
      )
      .catch(() => undefined);

  async function hit(key: string, windowMs: number) {
    const [row] = await executeRows<{ hits: number; ttl: number }>(
      db,
      sql`insert into rate_limit_windows as w (key, hits, ends_at)
          values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
          on conflict (key) do update set
            hits = case when w.ends_at <= now() then 1 else w.hits + 1 end,
            ends_at = case when w.ends_at <= now()
              then now() + ${windowMs} * interval '1 millisecond' else w.ends_at end
          returning hits,
            greatest(0, ceil(extract(epoch from (ends_at - now())) * 1000))::int as ttl`,
    );
    if (!row) throw new Error("the rate limit window was not written");
    return { current: Number(row.hits), ttl: Number(row.ttl) };
  }

  return storeCounting((key, windowMs, answer) => {
    hitsSinceSweep += 1;
    if (hitsSinceSweep >= SWEEP_EVERY) {
      hitsSinceSweep = 0;
      void sweep();
    }
    hit(key, windowMs).then(
      (result) => answer(null, result),
      (error: Error) => answer(error),
    );
  });
}

/** The same fixed windows in this process's memory: for the one process on PGlite. */
export function memoryRateLimitStore() {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  let hitsSinceSweep = 0;

  function hit(key: string, windowMs: number) {
    const now = Date.now();
    if (++hitsSinceSweep >= SWEEP_EVERY) {
      hitsSinceSweep = 0;
      for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
    }
    const open = windows.get(key);
    const window = open && open.endsAt > now ? open : { hits: 0, endsAt: now + windowMs };
    window.hits += 1;
    windows.set(key, window);
    return { current: window.hits, ttl: window.endsAt - now };
  }

  return storeCounting((key, windowMs, answer) => answer(null, hit(key, windowMs)));
}

/**
 * The store class the plugin takes, counting by `count`. The plugin makes the first with its
 * options, which neither store has a use for, and asks it for one child per route: each
 * child's keys are prefixed by the route's bucket.
 */
function storeCounting(count: (key: string, windowMs: number, answer: Answer) => void) {
  return class Store {
    readonly prefix: string;
    constructor(_options?: unknown, prefix = "") {
      this.prefix = prefix;
    }

    incr(key: string, answer: Answer, windowMs: number) {
      count(this.prefix + key, windowMs, answer);
    }

    child(options: object) {
      return new Store(undefined, bucketOf(options));
    }
  };
}
