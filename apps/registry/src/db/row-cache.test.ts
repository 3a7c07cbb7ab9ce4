import { describe, expect, it } from "vitest";
import { createRowCache } from "./row-cache.ts";

const session = (userId: number) => ({
  userId,
  createdAt: new Date(0),
  lastSeenAt: new Date(0),
});

describe("the row cache", () => {
  it("answers what was filled and forgets what was ended", () => {
    const cache = createRowCache<ReturnType<typeof session>>(10);
    cache.fill("a", session(1), cache.generation());
    expect(cache.get("a")?.userId).toBe(1);
    cache.forget("a");
    expect(cache.get("a")).toBeUndefined();
  });

  it("does not cache a read that began before a revocation", () => {
    const cache = createRowCache<ReturnType<typeof session>>(10);
    const since = cache.generation();
    cache.forgetWhere((s) => s.userId === 1);
    cache.fill("a", session(1), since);
    expect(cache.get("a")).toBeUndefined();
  });

  it("forgets the other sessions of a user and keeps the rest", () => {
    const cache = createRowCache<ReturnType<typeof session>>(10);
    for (const [id, user] of [
      ["a", 1],
      ["b", 1],
      ["c", 2],
    ] as const) {
      cache.fill(id, session(user), cache.generation());
    }
    cache.forgetWhere((s, id) => s.userId === 1 && id !== "a");
    expect(["a", "b", "c"].map((id) => cache.get(id)?.userId)).toEqual([1, undefined, 2]);
  });

  it("freezes what it holds, so nothing changes a cached row in place", () => {
    const cache = createRowCache<{ page: { rows: string[] } }>(10);
    cache.set("f", { page: { rows: ["a"] } });
    expect(() => cache.get("f")!.page.rows.push("b")).toThrow(TypeError);
  });

  it("holds at most its size, dropping the session filled longest ago", () => {
    const cache = createRowCache<ReturnType<typeof session>>(2);
    for (const id of ["a", "b", "c"]) cache.fill(id, session(1), cache.generation());
    expect(["a", "b", "c"].map((id) => cache.get(id) !== undefined)).toEqual([false, true, true]);
  });
});
