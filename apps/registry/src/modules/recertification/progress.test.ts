// The plan requirement of a cycle's progress, counted from where the plan stands: shown only
// where the cycle requires a plan, and met only by a goal and a recorded review together.
import { describe, expect, it } from "vitest";
import type { CycleRow } from "./cycles-store.ts";
import { cycleProgress } from "./progress.ts";

const cycle = (planRequired: boolean): CycleRow => ({
  id: 1,
  profession: "Dental hygienist",
  startsOn: "2025-04-01",
  endsOn: "2027-03-31",
  totalHours: 40,
  categoryHours: {},
  planRequired,
  peerContacts: 0,
  createdAt: new Date("2025-01-01T00:00:00Z"),
});
const review = { reviewedOn: "2026-05-03", peerName: "Hemi Walker" };
const planOf = (required: boolean, standing?: Parameters<typeof cycleProgress>[2]) =>
  cycleProgress(cycle(required), [], standing).requirements.find((r) => r.key === "plan");

describe("the plan requirement", () => {
  it("is not asked of a cycle that requires no plan", () => {
    expect(planOf(false, { goals: 2, review })).toBeUndefined();
  });

  it("is met by a goal and a review together, and by neither alone", () => {
    const base = { key: "plan", label: "Development plan", unit: "plan", required: 1 };
    expect(planOf(true)).toEqual({ ...base, logged: 0, goals: 0, review: null });
    expect(planOf(true, { goals: 2, review: null })).toEqual({
      ...base,
      logged: 0,
      goals: 2,
      review: null,
    });
    expect(planOf(true, { goals: 0, review })).toMatchObject({ logged: 0 });
    expect(planOf(true, { goals: 1, review })).toEqual({ ...base, logged: 1, goals: 1, review });
  });
});
