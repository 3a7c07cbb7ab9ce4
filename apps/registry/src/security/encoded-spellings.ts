// The other spellings of the service's guarded path prefixes, for the route fuzz: the router
// decodes percent-escapes of unreserved characters, so `/desk/%61pi/v1/` is `/desk/api/v1/` to
// it, and every rule keyed on a prefix (no-store, the desk's same-origin check, the API's JSON
// 404) must answer each spelling as it answers the plain one.
import { apiPrefixes, deskApiPrefix } from "@portal/contract";
import type { RouteEntry } from "../http/route-table.ts";

/** Every API prefix, and the desk API's versioned one (its same-origin rule's). */
export const guardedPrefixes: readonly string[] = [...apiPrefixes, `${deskApiPrefix}/`];

const percentEscape = (char: string, upper: boolean) => {
  const hex = char.charCodeAt(0).toString(16).padStart(2, "0");
  return `%${upper ? hex.toUpperCase() : hex}`;
};

/**
 * The spellings of `prefix` other than its own: each character but "/" escaped alone, in
 * lower- and upper-case hex where they differ, then every character but "/" escaped at once.
 * ("/" escaped is another path to the router, not another spelling of this one.)
 */
export function encodedSpellings(prefix: string): string[] {
  const spellings = new Set<string>();
  [...prefix].forEach((char, at) => {
    if (char === "/") return;
    for (const upper of [false, true]) {
      spellings.add(prefix.slice(0, at) + percentEscape(char, upper) + prefix.slice(at + 1));
    }
  });
  spellings.add(
    [...prefix].map((char) => (char === "/" ? char : percentEscape(char, false))).join(""),
  );
  return [...spellings];
}

/** The longest guarded prefix `path` starts with, if any. */
export const guardedPrefixOf = (path: string): string | undefined =>
  guardedPrefixes
    .filter((prefix) => path.startsWith(prefix))
    .sort((a, b) => b.length - a.length)[0];

/** A request line's path for a route: its parameters given (or "x"), its wildcard "x". */
export function concretePath(route: RouteEntry, param: (name: string) => string | undefined) {
  return route.url
    .replace("*", "x")
    .replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(param(name) ?? "x"));
}

/** Headers that may differ between two answers to the same request. */
const VARYING_HEADERS = new Set(["date", "content-length", "set-cookie", "etag", "last-modified"]);

/** An answer's headers as a comparison sees them. */
export const comparableHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !VARYING_HEADERS.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
