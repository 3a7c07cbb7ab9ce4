// Per-address limits across instances and behind proxies: on PostgreSQL two
// service instances count one address's requests together; TRUST_PROXY makes the limits see
// the client behind a proxy, and without it a forwarded address is not believed.
import { apiPaths } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cheapHasher, formBody } from "../../test/accounts.ts";
import { buildTestApp, type TestAppOptions } from "../../test/app.ts";
import { type TestDatabase, testDatabases } from "../../test/databases.ts";
import type { App } from "../app.ts";
import type { Database } from "../db/client.ts";
import { rateLimits } from "./rate-limits.ts";

let attempts = 0;
/** A failed sign-in, each with another e-mail so that the per-account lock never answers. */
const attempt = (app: App, remoteAddress: string, headers: Record<string, string> = {}) => {
  attempts += 1;
  const form = formBody({ login: `nobody-${attempts}@example.test`, password: "wrong" });
  return app.inject({
    method: "POST",
    url: apiPaths.login,
    remoteAddress,
    ...form,
    headers: { ...form.headers, ...headers },
  });
};
const LIMIT = rateLimits.login.max;
const limited = { passwords: cheapHasher, rateLimit: true } as const;

/** For one suite: a fresh database and two instances of the service on it. */
function twoInstances(testDb: TestDatabase, first: TestAppOptions, second: TestAppOptions) {
  const instances = {} as { database: Database; first: App; second: App };
  beforeAll(async () => {
    instances.database = await testDb.open();
    instances.first = await buildTestApp(instances.database, first);
    instances.second = await buildTestApp(instances.database, second);
  });
  afterAll(async () => {
    await instances.first?.close();
    await instances.second?.close();
    await instances.database?.close();
  });
  return instances;
}

describe.each(testDatabases.filter((db) => db.name === "postgres"))(
  "two instances on one $name",
  (testDb) => {
    const instances = twoInstances(testDb, limited, limited);

    it("count one address's sign-ins together: the limit holds across them", async () => {
      const { first, second } = instances;
      const from = "198.51.100.23";
      for (let i = 0; i < LIMIT; i++) {
        const res = await attempt(i % 2 === 0 ? first : second, from);
        expect(res.statusCode).toBe(401);
      }
      for (const app of [first, second]) {
        const refused = await attempt(app, from);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      }
      // Another address starts its own count, on either instance.
      expect((await attempt(second, "198.51.100.24")).statusCode).toBe(401);
    });
  },
);

describe.each(testDatabases)("behind a proxy on $name", (testDb) => {
  const trustingProxy = { ...limited, env: { TRUST_PROXY: "loopback" } };
  const instances = twoInstances(testDb, trustingProxy, limited);

  it("with TRUST_PROXY, counts the client the proxy names, not the proxy", async () => {
    const viaProxy = (client: string) =>
      attempt(instances.first, "127.0.0.1", { "x-forwarded-for": client });
    for (let i = 0; i < LIMIT; i++) expect((await viaProxy("203.0.113.5")).statusCode).toBe(401);
    expect((await viaProxy("203.0.113.5")).statusCode).toBe(429);
    // Another client behind the same proxy is not held up by the first.
    expect((await viaProxy("203.0.113.6")).statusCode).toBe(401);
  });

  it("without it, believes no forwarded address: a client cannot pick a fresh one per guess", async () => {
    const direct = instances.second;
    const from = "192.0.2.77";
    for (let i = 0; i < LIMIT; i++) {
      const res = await attempt(direct, from, { "x-forwarded-for": `203.0.113.${i + 10}` });
      expect(res.statusCode).toBe(401);
    }
    const refused = await attempt(direct, from, { "x-forwarded-for": "203.0.113.200" });
    expect(refused.statusCode).toBe(429);
  });
});
