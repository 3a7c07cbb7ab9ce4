// RATE_LIMIT_SCALE multiplies every per-address limit, the anonymous ones included: many
// people behind one address (a clinic, a university) start registrations and type addresses
// as they sign in. A GET route's HEAD counts with it, not in a bucket of its own.
import { addressSearchPath, apiPaths, publicRegisterPaths } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeTestService, openTestService } from "../../test/app.ts";
import { testDatabases } from "../../test/databases.ts";
import type { App } from "../app.ts";
import type { Database } from "../db/client.ts";
import { rateLimits } from "./rate-limits.ts";

const SCALE = 2;

describe(`per-address limits at RATE_LIMIT_SCALE=${SCALE}`, () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    ({ database, app } = await openTestService(testDatabases[0]!, {
      rateLimit: true,
      env: { RATE_LIMIT_SCALE: String(SCALE) },
    }));
  });
  afterAll(() => closeTestService({ app, database }));

  it.each([
    ["a registration's start", apiPaths.apply(), rateLimits.startRegistration.max, "203.0.113.1"],
    [
      "the address suggestions",
      `${addressSearchPath}?q=queen`,
      rateLimits.addressSearch.max,
      "203.0.113.2",
    ],
  ])(
    "lets %s through the scaled number of times a minute",
    async (_what, url, max, remoteAddress) => {
      for (let i = 0; i < max * SCALE; i++) {
        expect((await app.inject({ url, remoteAddress })).statusCode).toBe(200);
      }
      const refused = await app.inject({ url, remoteAddress });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    },
  );

  it("counts a GET route's HEAD with its GETs: HEADs use up what the address may GET", async () => {
    const url = `${publicRegisterPaths.search}?q=smith`;
    const remoteAddress = "203.0.113.3";
    const max = rateLimits.publicRegister.max * SCALE;
    for (let i = 0; i < max - 1; i++) {
      expect((await app.inject({ method: "HEAD", url, remoteAddress })).statusCode).toBe(200);
    }
    expect((await app.inject({ url, remoteAddress })).statusCode).toBe(200);
    expect((await app.inject({ method: "HEAD", url, remoteAddress })).statusCode).toBe(429);
    const refused = await app.inject({ url, remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/Too many requests/) });
  });
});
