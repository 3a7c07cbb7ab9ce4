import { apiPaths, errorMessages } from "@portal/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cheapHasher, createCheapUser, formBody } from "../../../test/accounts.ts";
import { closeTestService, openTestService } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { createAdmission } from "./hash-admission.ts";
import type { PasswordHasher } from "./password.ts";

/** Work that finishes when the test says. */
function deferred() {
  let finish: () => void = () => undefined;
  const done = new Promise<string>((resolve) => {
    finish = () => resolve("done");
  });
  return { work: () => done, finish };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the admission of hashes", () => {
  it("runs at most `concurrency` at once, the rest in arrival order", async () => {
    const admission = createAdmission({ concurrency: 2, maxWaiting: 10, maxWaitMs: 10_000 });
    const jobs = [deferred(), deferred(), deferred(), deferred()];
    const order: number[] = [];
    const results = jobs.map((job, i) =>
      admission.run(async () => {
        order.push(i);
        return job.work();
      }),
    );
    await Promise.resolve();
    expect(admission.load()).toEqual({ running: 2, waiting: 2 });
    expect(order).toEqual([0, 1]);
    jobs[1]!.finish();
    await results[1];
    await vi.waitFor(() => expect(order).toEqual([0, 1, 2]));
    expect(admission.load()).toEqual({ running: 2, waiting: 1 });
    for (const job of jobs) job.finish();
    expect(await Promise.all(results)).toEqual(["done", "done", "done", "done"]);
    expect(admission.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses at once, 503 with Retry-After, when the queue is full", async () => {
    const admission = createAdmission({ concurrency: 1, maxWaiting: 1, maxWaitMs: 4_000 });
    const first = deferred();
    const running = admission.run(first.work);
    const waiting = admission.run(async () => "second");
    await expect(admission.run(async () => "third")).rejects.toMatchObject({
      statusCode: 503,
      message: errorMessages.fallback,
      headers: { "retry-after": "4" },
    });
    first.finish();
    expect(await running).toBe("done");
    expect(await waiting).toBe("second");
  });

  it("refuses a hash that waited past the limit, and keeps the turn order of the others", async () => {
    vi.useFakeTimers();
    const admission = createAdmission({ concurrency: 1, maxWaiting: 5, maxWaitMs: 2_000 });
    const first = deferred();
    const running = admission.run(first.work);
    const late = admission.run(async () => "late").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await late).toMatchObject({ statusCode: 503 });
    expect(admission.load()).toEqual({ running: 1, waiting: 0 });
    first.finish();
    await running;
    expect(await admission.run(async () => "next")).toBe("next");
  });

  it("frees the turn of a hash that failed", async () => {
    const admission = createAdmission({ concurrency: 1, maxWaiting: 1, maxWaitMs: 1_000 });
    await expect(
      admission.run(async () => {
        throw new Error("broken hash");
      }),
    ).rejects.toThrow("broken hash");
    expect(await admission.run(async () => "after")).toBe("after");
  });
});

describe.each(testDatabases)("a sign-in storm on $name", (testDb) => {
  it("serves what the queue holds and refuses the rest with 503, Retry-After and SPEC §8's message", async () => {
    // One verification at a time, two may wait. Each is held until the five the queue cannot
    // hold have been refused, so the count does not depend on how fast the requests arrive.
    let refusedSoFar = 0;
    let release = () => {};
    const allArrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: PasswordHasher = {
      ...cheapHasher,
      verify: async (hash, password) => {
        await allArrived;
        return cheapHasher.verify(hash, password);
      },
    };
    const service = await openTestService(testDb, {
      passwords: slow,
      hashAdmission: { concurrency: 1, maxWaiting: 2, maxWaitMs: 5_000 },
    });
    try {
      const user = await createCheapUser(service.database.db);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          service.app
            .inject({
              method: "POST",
              url: apiPaths.login,
              ...formBody({ login: user.email, password: user.password }),
            })
            .then((answer) => {
              if (answer.statusCode === 503 && ++refusedSoFar === 5) release();
              return answer;
            }),
        ),
      );
      const served = answers.filter((a) => a.statusCode === 200);
      const refused = answers.filter((a) => a.statusCode === 503);
      expect(served).toHaveLength(3);
      expect(refused).toHaveLength(5);
      for (const answer of refused) {
        expect(answer.headers["retry-after"]).toBe("5");
        expect(answer.json()).toEqual({ message: errorMessages.fallback });
      }
      // Once the storm has passed, a sign-in goes through at once.
      const after = await service.app.inject({
        method: "POST",
        url: apiPaths.login,
        ...formBody({ login: user.email, password: user.password }),
      });
      expect(after.statusCode).toBe(200);
    } finally {
      await closeTestService(service);
    }
  });
});
