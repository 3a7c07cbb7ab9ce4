// Rows this process has read, so a request need not ask the database again. Only sound when
// this process is the database's only client – embedded PGlite, which no other process can
// open – and every write of the cached rows passes through `set` or `forget` after it commits.
// Forgetting bumps a generation: a read that began before a write is not cached after it (it
// may have seen what the write replaced). Cached values are frozen, so code that would change
// one in place (and so the cache, uncommitted) fails loudly instead.

export interface RowCache<V> {
  get(key: string): V | undefined;
  /** The generation to pass to `fill` for a database read that starts now. */
  generation(): number;
  /** Caches a value read under generation `since`, unless a write came meanwhile. */
  fill(key: string, value: V, since: number): void;
  /** Replaces a value with what a committed write made it. */
  set(key: string, value: V): void;
  /** Drops one key – or every entry the test matches. */
  forget(key: string): void;
  forgetWhere(test: (value: V, key: string) => boolean): void;
}

export function createRowCache<V extends object>(maxEntries: number): RowCache<V> {
  const entries = new Map<string, V>();
  let generation = 0;
  const put = (key: string, value: V) => {
    entries.delete(key);
    entries.set(key, deepFreeze(value));
    // Maps keep insertion order: the first key is the one stored longest ago.
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
  return {
    get: (key) => entries.get(key),
    generation: () => generation,
    fill(key, value, since) {
      if (since === generation) put(key, value);
    },
    set(key, value) {
      generation++;
      put(key, value);
    },
    forget(key) {
      generation++;
      entries.delete(key);
    },
    forgetWhere(test) {
      generation++;
      for (const [key, value] of entries) if (test(value, key)) entries.delete(key);
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  if (ArrayBuffer.isView(value)) return value; // typed arrays cannot be frozen
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
