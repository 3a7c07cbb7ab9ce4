import { describe, expect, it } from "vitest";
import { wcagCriteria } from "./wcag-criteria.ts";

describe("the statement's WCAG 2.2 criteria", () => {
  it("are the 55 of levels A and AA, once each, each saying how it is tested", () => {
    expect(wcagCriteria).toHaveLength(55);
    expect(new Set(wcagCriteria.map((c) => c.id)).size).toBe(55);
    expect(wcagCriteria.filter((c) => c.level === "AA")).toHaveLength(24);
    for (const criterion of wcagCriteria) {
      expect(criterion.name, criterion.id).not.toBe("");
      expect(criterion.how, criterion.id).not.toBe("");
      expect(["tested", "automated", "not verified", "not applicable"]).toContain(criterion.status);
    }
    // Only what a test shows is claimed: today five criteria by journeys, none "conforms".
    expect(wcagCriteria.filter((c) => c.status === "tested").map((c) => c.id)).toEqual([
      "2.1.1",
      "2.1.2",
      "2.2.1",
      "2.4.3",
      "3.3.1",
    ]);
  });
});
