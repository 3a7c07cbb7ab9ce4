// How many entries under a directory have each mode: "d700" folders, "f600" files … – the
// figure the owner-only tests compare, and that shows at a glance what a failure let through.
import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Folders and files under `dir` (itself included) counted by kind and mode; links left out. */
export function modeCounts(dir: string): Record<string, number> {
  const counts: Record<string, number> = {};
  const names = readdirSync(dir, { recursive: true }).map((name) => join(dir, String(name)));
  for (const path of [dir, ...names]) {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) continue;
    const key = `${stat.isDirectory() ? "d" : "f"}${(stat.mode & 0o777).toString(8)}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The kinds and modes present: ["d700", "f600"] when everything is its owner's only. */
export const modesPresent = (dir: string) => Object.keys(modeCounts(dir)).sort();
