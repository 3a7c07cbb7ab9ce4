// The audit sample's rules by example (decision 060): a pinned draw that must never change, as
// the recorded seeds of past cycles depend on it; the rounding; one stratum per practitioner;
// and the refusals the desk shows word for word.
import { describe, expect, it } from "vitest";
import packageJson from "../../../package.json" with { type: "json" };
import { ClientError } from "../../http/client-error.ts";
import { drawSample, newSampleSeed, SAMPLE_GENERATOR, type SampleRequest } from "./sampling.ts";

const SEED = "0123456789abcdef0123456789abcdef";

/** 25 dentists (ids 101–125), 10 hygienists (201–210) and 3 technicians (301–303). */
const population = [
  ...Array.from({ length: 25 }, (_, i) => ({ practitionerId: 101 + i, profession: "Dentist" })),
  ...Array.from({ length: 10 }, (_, i) => ({
    practitionerId: 201 + i,
    profession: "Dental hygienist",
  })),
  ...Array.from({ length: 3 }, (_, i) => ({
    practitionerId: 301 + i,
    profession: "Dental technician",
  })),
];

function refusal(request: SampleRequest): ClientError {
  try {
    drawSample(request);
  } catch (error) {
    if (error instanceof ClientError) return error;
    throw error;
  }
  throw new Error("the draw was not refused");
}

describe("drawSample", () => {
  it("draws the pinned sample from a fixed seed: a recorded seed draws its sample again", () => {
    const sample = drawSample({ population, ratePercent: 10, seed: SEED });
    expect(sample.seed).toBe(SEED);
    expect(sample.ratePercent).toBe(10);
    expect(sample.strata).toEqual([
      { profession: "Dental hygienist", size: 10, drawn: 1 },
      { profession: "Dental technician", size: 3, drawn: 1 },
      { profession: "Dentist", size: 25, drawn: 3 },
    ]);
    expect(sample.drawn).toEqual([
      { practitionerId: 206, profession: "Dental hygienist" },
      { practitionerId: 302, profession: "Dental technician" },
      { practitionerId: 104, profession: "Dentist" },
      { practitionerId: 107, profession: "Dentist" },
      { practitionerId: 109, profession: "Dentist" },
    ]);
  });

  it("rounds each stratum's share half up, and draws at least one of a stratum", () => {
    const counts = (ratePercent: number) =>
      drawSample({ population, ratePercent, seed: SEED }).strata.map((s) => s.drawn);
    // 10 %: 1 of 10, 0.3 of 3 is one, 2.5 of 25 is 3.
    expect(counts(10)).toEqual([1, 1, 3]);
    // 9.9 %: 0.99 of 10, 0.297 of 3, 2.475 of 25.
    expect(counts(9.9)).toEqual([1, 1, 2]);
    // 0.1 %: nobody's share reaches half a person, and each stratum still gives one.
    expect(counts(0.1)).toEqual([1, 1, 1]);
    expect(counts(50)).toEqual([5, 2, 13]);
  });

  it("draws everyone at 100 %", () => {
    const sample = drawSample({ population, ratePercent: 100, seed: SEED });
    expect(sample.drawn.map((p) => p.practitionerId).sort()).toEqual(
      population.map((p) => p.practitionerId).sort(),
    );
  });

  it("draws nobody from nobody", () => {
    expect(drawSample({ population: [], ratePercent: 10, seed: SEED })).toEqual({
      seed: SEED,
      ratePercent: 10,
      drawn: [],
      strata: [],
    });
  });

  it("draws a practitioner of two professions once, under the first of theirs in the order", () => {
    const both = [
      { practitionerId: 7, profession: "Dentist" },
      { practitionerId: 7, profession: "Dental specialist" },
      { practitionerId: 8, profession: "Dentist" },
    ];
    const drawn = (professionOrder?: string[]) =>
      drawSample({ population: both, ratePercent: 100, seed: SEED, professionOrder }).drawn;
    expect(drawn(["Dental specialist", "Dentist"])).toEqual([
      { practitionerId: 7, profession: "Dental specialist" },
      { practitionerId: 8, profession: "Dentist" },
    ]);
    expect(drawn(["Dentist"])).toEqual([
      { practitionerId: 7, profession: "Dentist" },
      { practitionerId: 8, profession: "Dentist" },
    ]);
    // Unnamed professions in code-point order: "Dental specialist" before "Dentist".
    expect(drawn()).toEqual(drawn(["Dental specialist"]));
  });

  it("takes a seed copied in capitals or with spaces as the seed it is", () => {
    const copied = drawSample({ population, ratePercent: 10, seed: ` ${SEED.toUpperCase()}\n` });
    expect(copied).toEqual(drawSample({ population, ratePercent: 10, seed: SEED }));
  });

  it.each([0, -5, 0.04, 100.1, 12.34, Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses a rate of %s %%",
    (ratePercent) => {
      const error = refusal({ population, ratePercent, seed: SEED });
      expect(error.statusCode).toBe(422);
      expect(error.message).toBe(
        "The sampling rate must be a percentage above 0 and at most 100, " +
          "with at most one decimal place, like 10 or 2.5.",
      );
    },
  );

  it.each(["", "   "])("refuses the empty seed %j", (seed) => {
    const error = refusal({ population, ratePercent: 10, seed });
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(
      "A sample needs a seed: a new one, or the one recorded with the draw to repeat.",
    );
  });

  it.each([SEED.slice(1), `${SEED}0`, SEED.replace("a", "g"), "a seed of my choosing"])(
    "refuses the seed %j",
    (seed) => {
      const error = refusal({ population, ratePercent: 10, seed });
      expect(error.statusCode).toBe(422);
      expect(error.message).toBe(
        "A sample's seed is 32 hexadecimal characters (0–9 and a–f), as recorded with its draw.",
      );
    },
  );
});

describe("newSampleSeed", () => {
  it("makes a fresh seed a draw takes and records", () => {
    const seeds = new Set(Array.from({ length: 50 }, newSampleSeed));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) {
      expect(seed).toMatch(/^[0-9a-f]{32}$/);
      expect(drawSample({ population, ratePercent: 10, seed }).seed).toBe(seed);
    }
  });
});

describe("the generator recorded with each draw", () => {
  it("names the pinned pure-rand version that makes the draws", () => {
    const pinned = packageJson.dependencies["pure-rand"];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(SAMPLE_GENERATOR).toBe(`pure-rand ${pinned} xoroshiro128plus uniformInt`);
  });
});
