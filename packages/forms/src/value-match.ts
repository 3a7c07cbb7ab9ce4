import { isEmptyValue } from "./page-values.ts";

/** The value side of an expression pair (contract `Expression`). */
export type ExpressionValue = string | number | boolean | null;

// Plain decimal notation only: Number() alone would also read "0x11", "1e1" or " " as numbers.
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function asNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && DECIMAL.test(value.trim())) return Number(value.trim());
  return undefined;
}

/**
 * Whether a current value matches an expected one, by the rules of SPEC §4 Visibility:
 * - all empties are one value: "", false, null, undefined (and an empty list);
 * - a number and a numeric string compare as numbers ("17" matches 17), because option ids
 *   arrive as numbers from the server but as text from inputs and query strings;
 * - a list (multi-select) matches when one of its elements matches.
 * Anything else compares strictly ("yes" never matches true).
 */
export function valueMatches(current: unknown, expected: ExpressionValue): boolean {
  if (isEmptyValue(current) || isEmptyValue(expected)) {
    return isEmptyValue(current) && isEmptyValue(expected);
  }
  if (Array.isArray(current)) {
    return (current as unknown[]).some((element) => scalarMatches(element, expected));
  }
  return scalarMatches(current, expected);
}

function scalarMatches(current: unknown, expected: ExpressionValue): boolean {
  if (typeof current === typeof expected) return current === expected;
  const a = asNumber(current);
  const b = asNumber(expected);
  return a !== undefined && b !== undefined && a === b;
}
