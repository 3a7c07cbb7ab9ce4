// The audit sample's promises (decision 060), as properties: each profession is drawn at its
// rate to within one person, the same seed and population draw the same people however the
// population is ordered, nobody is drawn twice or from outside the population or their stratum,
// and different seeds draw different, evenly spread samples.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AuditSample, drawSample, type SamplePerson } from "./sampling.ts";

/** The register's professions, about as common as they are: some strata are a handful. */
const professionWeights: Record<string, number> = {
  Dentist: 50,
  "Dental hygienist": 25,
  "Dental therapist": 15,
  "Dental specialist": 6,
  "Clinical dental technician": 3,
  "Dental technician": 1,
};
const professions = Object.keys(professionWeights);
const aProfession = fc.oneof(
  ...Object.entries(professionWeights).map(([profession, weight]) => ({
    arbitrary: fc.constant(profession),
    weight,
  })),
);

/**
 * Up to 2,000 practitioners, some listed again under a second profession they hold (as a query
 * joining their scopes answers), with an order of professions to choose their stratum by.
 */
const aPopulation = fc
  .tuple(
    fc.uniqueArray(
      fc.record({
        practitionerId: fc.integer({ min: 1, max: 1_000_000 }),
        profession: aProfession,
      }),
      { selector: (p) => p.practitionerId, maxLength: 2000, size: "max" },
    ),
    fc.array(fc.record({ at: fc.nat(), profession: aProfession }), { maxLength: 40 }),
  )
  .map(([people, second]) => [
    ...people,
    ...(people.length === 0
      ? []
      : second.map(({ at, profession }) => ({
          practitionerId: people[at % people.length]!.practitionerId,
          profession,
        }))),
  ]);
const aRate = fc.integer({ min: 1, max: 1000 }).map((tenths) => tenths / 10);
const aSeed = fc
  .uint8Array({ minLength: 16, maxLength: 16 })
  .map((bytes) => Buffer.from(bytes).toString("hex"));
const anOrder = fc.shuffledSubarray(professions);

const aDraw = fc.record({
  population: aPopulation,
  ratePercent: aRate,
  seed: aSeed,
  professionOrder: anOrder,
});

const NUM_RUNS = 60;

/** The professions each practitioner is listed under. */
function heldBy(population: readonly SamplePerson[]) {
  const held = new Map<number, Set<string>>();
  for (const { practitionerId, profession } of population) {
    held.set(practitionerId, (held.get(practitionerId) ?? new Set()).add(profession));
  }
  return held;
}

const idsOf = (sample: AuditSample) => sample.drawn.map((p) => p.practitionerId);

describe("the recertification audit sample", () => {
  it("draws every stratum at its rate, to within one person", () => {
    fc.assert(
      fc.property(aDraw, (draw) => {
        const sample = drawSample(draw);
        for (const stratum of sample.strata) {
          expect(stratum.size).toBeGreaterThan(0);
          // In thousandths of a person, so that a share of exactly half a person (57 % of 50)
          // is not 0.5000000000000036 away in floating point.
          const share = Math.round(draw.ratePercent * 10) * stratum.size;
          const off = Math.abs(stratum.drawn * 1000 - share);
          expect(off, stratum.profession).toBeLessThanOrEqual(1000);
          // Closer still: rounded to the nearest person, but never none of anyone.
          if (share >= 500) expect(off).toBeLessThanOrEqual(500);
          else expect(stratum.drawn).toBe(1);
          const drawnUnder = sample.drawn.filter((p) => p.profession === stratum.profession);
          expect(drawnUnder).toHaveLength(stratum.drawn);
        }
        const everyone = heldBy(draw.population).size;
        expect(sample.strata.reduce((n, s) => n + s.size, 0)).toBe(everyone);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("draws the same people from the same seed, however the population is ordered", () => {
    const reordered = aDraw.chain((draw) =>
      fc.tuple(
        fc.constant(draw),
        fc.shuffledSubarray(draw.population, {
          minLength: draw.population.length,
          maxLength: draw.population.length,
        }),
      ),
    );
    fc.assert(
      fc.property(reordered, ([draw, shuffled]) => {
        const first = drawSample(draw);
        expect(drawSample({ ...draw, population: shuffled })).toEqual(first);
        expect(drawSample({ ...draw, seed: draw.seed.toUpperCase() })).toEqual(first);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("draws nobody twice, and each from the population under their first profession", () => {
    fc.assert(
      fc.property(aDraw, (draw) => {
        const sample = drawSample(draw);
        expect(new Set(idsOf(sample)).size).toBe(sample.drawn.length);
        const held = heldBy(draw.population);
        const rank = (p: string) => {
          const at = draw.professionOrder.indexOf(p);
          return at === -1 ? Number.POSITIVE_INFINITY : at;
        };
        for (const { practitionerId, profession } of sample.drawn) {
          const theirs = held.get(practitionerId);
          expect(theirs, `${practitionerId} is not in the population`).toBeDefined();
          for (const other of theirs!) {
            const first =
              rank(profession) < rank(other) ||
              (rank(profession) === rank(other) && profession <= other);
            expect(first, `${practitionerId} drawn as ${profession}, not ${other}`).toBe(true);
          }
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe("the audit sample across seeds", () => {
  /** Fixed seeds, so the statistics below are the same on every run: never flaky. */
  const seeds = Array.from({ length: 2000 }, (_, i) =>
    createHash("sha256").update(`seed ${i}`).digest("hex").slice(0, 32),
  );
  const population = Array.from({ length: 100 }, (_, i) => ({
    practitionerId: 1000 + i,
    profession: "Dentist",
  }));
  const samples = seeds.map((seed) => drawSample({ population, ratePercent: 10, seed }));

  it("draws a different set from each of a hundred seeds", () => {
    const sets = new Set(samples.slice(0, 100).map((s) => idsOf(s).join(",")));
    expect(sets.size).toBe(100);
  });

  it("draws each practitioner about as often as any other", () => {
    const times = new Map<number, number>();
    for (const id of samples.flatMap(idsOf)) times.set(id, (times.get(id) ?? 0) + 1);
    // 2,000 draws of 10 from 100: each person about 200 times, give or take 13.4 (one standard
    // deviation); 4.5 of them either side holds for fair draws and fails a lopsided one.
    expect(times.size).toBe(100);
    for (const [id, n] of times) {
      expect(n, `practitioner ${id}`).toBeGreaterThanOrEqual(140);
      expect(n, `practitioner ${id}`).toBeLessThanOrEqual(260);
    }
  });
});
