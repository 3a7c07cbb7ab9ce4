// Random choices for the synthetic register: a seedable generator and weighted lists written
// as readable text ("Smith:14, Wilson:9, Te Whata"), a missing weight meaning 1.

export type Rng = () => number;

/** mulberry32: a small, fast, seedable generator; one per person, seeded by its index. */
export function random(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

/** A list to draw from in proportion to each item's weight. */
export interface Weighted<T> {
  items: readonly T[];
  /** Running totals of the weights, for a binary search. */
  cumulative: readonly number[];
  total: number;
}

export function weightedOf<T>(pairs: ReadonlyArray<readonly [T, number]>): Weighted<T> {
  let total = 0;
  const cumulative = pairs.map(([, weight]) => (total += weight));
  return { items: pairs.map(([item]) => item), cumulative, total };
}

/** "Smith:14, Wilson:9, Te Whata" → Smith 14 times as likely as Te Whata. */
export function weightedNames(text: string): Weighted<string> {
  return weightedOf(
    text
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const [name, weight] = entry.split(":");
        return [name!.trim(), weight === undefined ? 1 : Number(weight)] as const;
      }),
  );
}

export function draw<T>(rng: Rng, list: Weighted<T>): T {
  const r = rng() * list.total;
  let low = 0;
  let high = list.cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list.cumulative[mid]! > r) high = mid;
    else low = mid + 1;
  }
  return list.items[low]!;
}
