import { describe, expect, it } from "vitest";
import { closeTestService, openTestService } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { openDatabase } from "../../db/client.ts";
import { healthPaths } from "./health-routes.ts";
import { createReadiness } from "./readiness.ts";

describe.each(testDatabases)("health and readiness on $name", (testDb) => {
  it("answers /healthz and /readyz, uncached, with no session, as often as asked", async () => {
    const service = await openTestService(testDb, { rateLimit: true });
    try {
      const live = await service.app.inject({ url: healthPaths.live });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: "ok" });
      expect(live.headers["cache-control"]).toBe("no-store");
      // A load balancer asks every second, from one address: never a 429.
      const answers = await Promise.all(
        Array.from({ length: 300 }, () => service.app.inject({ url: healthPaths.ready })),
      );
      expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
      expect(answers[0]!.json()).toEqual({ status: "ready" });
      expect(answers[0]!.headers["cache-control"]).toBe("no-store");
    } finally {
      await closeTestService(service);
    }
  });

  it("is not ready, with the reason, once shutting down", async () => {
    const database = await testDb.open();
    const readiness = createReadiness(database);
    const service = await openTestService(
      { name: testDb.name, open: async () => database },
      {
        readiness,
      },
    );
    try {
      expect((await service.app.inject({ url: healthPaths.ready })).statusCode).toBe(200);
      readiness.shuttingDown();
      const answer = await service.app.inject({ url: healthPaths.ready });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: "not ready", message: "shutting down" });
      // Still alive: the supervisor must not restart a process that is finishing its work.
      expect((await service.app.inject({ url: healthPaths.live })).statusCode).toBe(200);
    } finally {
      await closeTestService(service);
    }
  });
});

describe("readiness", () => {
  it("is not ready while the migrations are not applied", async () => {
    const bare = await openDatabase({});
    try {
      expect(await createReadiness(bare).check()).toEqual({
        ready: false,
        reason: "database migrations are not applied",
      });
    } finally {
      await bare.close();
    }
  });

  it("is not ready when the database is gone or too slow to answer", async () => {
    const closed = await openDatabase({});
    await closed.close();
    const gone = await createReadiness(closed).check();
    expect(gone.ready).toBe(false);
    expect(!gone.ready && gone.reason).toMatch(/^the database cannot be reached: /);

    const stuck = await openDatabase({});
    try {
      const slow = { ...stuck, db: { execute: () => new Promise(() => undefined) } };
      const report = await createReadiness(slow as unknown as typeof stuck, {
        probeTimeoutMs: 50,
      }).check();
      expect(report).toEqual({
        ready: false,
        reason: "the database did not answer within 50 ms",
      });
    } finally {
      await stuck.close();
    }
  });
});
