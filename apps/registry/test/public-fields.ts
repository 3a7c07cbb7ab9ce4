// The walk of a public answer for its keys: public routes answer only the fields their
// contract schemas name (docs/decisions/040), and a test compares every key at any depth.

/** Every key of a JSON value, at any depth. */
export function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

/** The keys of a value that none of the allowed schemas names. */
export function keysOutside(value: unknown, allowed: readonly { shape: object }[]): string[] {
  const names = new Set(allowed.flatMap((schema) => Object.keys(schema.shape)));
  return keysOf(value).filter((key) => !names.has(key));
}
