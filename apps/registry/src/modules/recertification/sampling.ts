// The recertification audit sample (docs/decisions/060): a share of the practitioners, drawn by
// profession, that anyone holding the seed recorded with the draw can draw again and get the
// same people. Pure: the module around it reads the population and records the draw.
import { createHash, randomBytes } from "node:crypto";
import {
  recertificationSampleMessages as messages,
  SAMPLE_SEED_HEX_LENGTH,
} from "@portal/contract";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { ClientError } from "../../http/client-error.ts";

/**
 * The generator every draw is made with, recorded with it: pure-rand is pinned to this version
 * (package.json), and a draw made before an upgrade names the one that made it.
 */
export const SAMPLE_GENERATOR = "pure-rand 8.4.2 xoroshiro128plus uniformInt";

/** A practitioner under one profession they hold; one listed under several is drawn once. */
export interface SamplePerson {
  practitionerId: number;
  profession: string;
}

export interface SampleRequest {
  /** Who may be drawn, in any order: the draw depends on the set, not on how it was read. */
  population: readonly SamplePerson[];
  /** Above 0 and at most 100, to one decimal place. */
  ratePercent: number;
  /** SAMPLE_SEED_HEX_LENGTH hexadecimal characters, in either case; newSampleSeed makes one. */
  seed: string;
  /**
   * Which profession a practitioner listed under several is drawn under: the first of theirs
   * named here, else the first of theirs in code-point order.
   */
  professionOrder?: readonly string[];
}

export interface SampleStratum {
  profession: string;
  /** The practitioners drawn under this profession or not. */
  size: number;
  drawn: number;
}

export interface AuditSample {
  /** The seed as recorded: lower case. */
  seed: string;
  ratePercent: number;
  /** By stratum, then by practitionerId. */
  drawn: SamplePerson[];
  /** The professions with anyone under them, in professionOrder, then code-point order. */
  strata: SampleStratum[];
}

/** A fresh seed for a draw not asked to repeat one. */
export function newSampleSeed(): string {
  return randomBytes(SAMPLE_SEED_HEX_LENGTH / 2).toString("hex");
}

/**
 * The sample at `ratePercent` of each profession of the population, from `seed`. The same seed
 * and the same population give the same sample, whatever the population's order.
 */
export function drawSample(request: SampleRequest): AuditSample {
  const tenths = rateInTenths(request.ratePercent);
  const seed = checkedSeed(request.seed);
  const drawn: SamplePerson[] = [];
  const strata: SampleStratum[] = [];
  for (const [profession, members] of stratify(request.population, request.professionOrder)) {
    const chosen = drawWithin(
      members,
      quota(members.length, tenths),
      generatorFor(seed, profession),
    );
    for (const practitionerId of chosen) drawn.push({ practitionerId, profession });
    strata.push({ profession, size: members.length, drawn: chosen.length });
  }
  return { seed, ratePercent: tenths / 10, drawn, strata };
}

/**
 * The rate in tenths of a percent, so the quota is counted in whole numbers: a share that is
 * exactly half a person rounds up on every machine, never by a floating-point error, and a
 * rate a form computed as 0.1 + 0.2 is still 0.3 %.
 */
function rateInTenths(ratePercent: number): number {
  const tenths = Math.round(ratePercent * 10);
  const oneDecimal = Math.abs(ratePercent * 10 - tenths) < 1e-9;
  if (!Number.isFinite(ratePercent) || !oneDecimal || tenths < 1 || tenths > 1000) {
    throw new ClientError(422, messages.rateOutOfRange);
  }
  return tenths;
}

const SEED = new RegExp(`^[0-9a-f]{${SAMPLE_SEED_HEX_LENGTH}}$`);

/** The seed in lower case, so a seed copied in capitals from a report repeats its draw. */
function checkedSeed(seed: string): string {
  if (typeof seed !== "string" || seed.trim() === "") {
    throw new ClientError(422, messages.seedMissing);
  }
  const normal = seed.trim().toLowerCase();
  if (!SEED.test(normal)) throw new ClientError(422, messages.seedInvalid);
  return normal;
}

/**
 * Each practitioner under one profession, each profession's members by practitionerId. The
 * profession is chosen by an order of professions, never by the population's order, which a
 * query need not keep.
 */
function stratify(
  population: readonly SamplePerson[],
  professionOrder: readonly string[] = [],
): Map<string, number[]> {
  const rank = (profession: string) => {
    const at = professionOrder.indexOf(profession);
    return at === -1 ? professionOrder.length : at;
  };
  const before = (a: string, b: string) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
  const professionOf = new Map<number, string>();
  for (const { practitionerId, profession } of population) {
    const held = professionOf.get(practitionerId);
    if (held === undefined || before(profession, held) < 0) {
      professionOf.set(practitionerId, profession);
    }
  }
  const strata = new Map<string, number[]>(
    [...new Set(professionOf.values())].sort(before).map((profession) => [profession, []]),
  );
  for (const id of [...professionOf.keys()].sort((a, b) => a - b)) {
    strata.get(professionOf.get(id)!)!.push(id);
  }
  return strata;
}

/**
 * How many of `size` a rate draws: rate × size rounded half up, and at least one of a stratum
 * with anyone in it, so a small profession is never left out of the audit. Either way the count
 * stays within one of rate × size.
 */
function quota(size: number, tenths: number): number {
  if (size === 0) return 0;
  return Math.max(1, Math.floor((size * tenths + 500) / 1000));
}

/**
 * A stratum's own generator, from the seed and the profession: a stratum's draw depends on its
 * members alone, so a change in one profession's population leaves the others' draws as they
 * were.
 */
function generatorFor(seed: string, profession: string) {
  const digest = createHash("sha256").update(`${seed}:${profession}`, "utf8").digest();
  return xoroshiro128plus(digest.readInt32BE(0));
}

/** `count` of `members`, each set of that size equally likely: a partial Fisher–Yates shuffle. */
function drawWithin(
  members: readonly number[],
  count: number,
  rng: ReturnType<typeof xoroshiro128plus>,
): number[] {
  const pool = [...members];
  for (let i = 0; i < count; i++) {
    const j = uniformInt(rng, i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}
