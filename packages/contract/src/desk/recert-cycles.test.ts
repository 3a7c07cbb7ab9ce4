import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CycleBody,
  type CycleFigure,
  cycleBodySchema,
  cycleFigureProblem,
} from "./recert-cycles.ts";

const valid: CycleBody = {
  profession: "Dental hygienist",
  startsOn: "2025-04-01",
  years: 2,
  totalHours: 40,
  categoryHours: { clinical: 20 },
  planRequired: true,
  peerContacts: 2,
};

/** The schema's first message about the figure `name` holding `value`, as the service says it. */
function schemaSays(name: CycleFigure, value: number): string | undefined {
  const body =
    name === "categoryHours"
      ? { ...valid, categoryHours: { clinical: value } }
      : { ...valid, [name]: value };
  return cycleBodySchema.safeParse(body).error?.issues[0]?.message;
}

const figures: CycleFigure[] = ["years", "totalHours", "categoryHours", "peerContacts"];

describe("a cycle's figures", () => {
  // The desk's form checks a figure with cycleFigureProblem, the portal's zod keeping no messages:
  // it must say what the service's schema says, of every number a box can be read as.
  it("are judged by cycleFigureProblem as the service's schema judges them, in its words", () => {
    const typed = fc.oneof(
      fc.integer({ min: -10, max: 1_100 }),
      fc.double({ min: -10, max: 1_100, noNaN: true }),
      fc.constantFrom(Number.NaN, 0, 1, 5, 6, 50, 51, 1_000, 1_001, 2 ** 60),
    );
    fc.assert(
      fc.property(fc.constantFrom(...figures), typed, (name, value) => {
        expect(cycleFigureProblem(name, value)).toBe(schemaSays(name, value));
      }),
    );
  });

  it("say what is wrong with each figure in words that name it", () => {
    expect(cycleFigureProblem("years", 0)).toBe("A cycle is at least one year.");
    expect(cycleFigureProblem("years", 6)).toBe("The cycle's length cannot be over 5.");
    expect(cycleFigureProblem("totalHours", 2.5)).toBe("The hours in all must be a whole number.");
    expect(cycleFigureProblem("peerContacts", -1)).toBe("The peer contacts cannot be below 0.");
    expect(cycleFigureProblem("categoryHours", Number.NaN, "The cultural safety hours")).toBe(
      "The cultural safety hours must be a number.",
    );
  });
});
