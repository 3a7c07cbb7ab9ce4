import type { QueryValues } from "@portal/forms";

/** A query string as the engine's QueryValues: one text per key, or a list when repeated. */
export function queryValuesOf(params: URLSearchParams): QueryValues {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    values[key] = all.length === 1 ? all[0]! : all;
  }
  return values;
}
