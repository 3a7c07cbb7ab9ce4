import { describe, expect, it } from "vitest";
import { idOf, instantOf } from "./desk-wire.ts";

describe("the desk's query values", () => {
  it("reads a day as its start on the regulator's calendar, an instant as it is", () => {
    // 2 March in New Zealand (NZDT, UTC+13) begins at 11:00 UTC on 1 March.
    expect(instantOf("2026-03-02", "Pacific/Auckland")?.toISOString()).toBe(
      "2026-03-01T11:00:00.000Z",
    );
    expect(instantOf("2026-03-02", "UTC")?.toISOString()).toBe("2026-03-02T00:00:00.000Z");
    expect(instantOf("2026-03-02T09:30:00+13:00", "UTC")?.toISOString()).toBe(
      "2026-03-01T20:30:00.000Z",
    );
    expect(instantOf(undefined, "Pacific/Auckland")).toBeUndefined();
  });

  it("takes a path's id only as a positive whole number in range", () => {
    expect(idOf("42")).toBe(42);
    for (const bad of ["0", "-1", "1.5", "abc", "042", "99999999999", ""]) {
      expect(idOf(bad), bad).toBeNaN();
    }
  });
});
