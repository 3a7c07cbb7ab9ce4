// The house rules that lint cannot express, checked by `npm run lint` (so by `npm test`):
// product files of at most 300 lines, SQL only in store files (and the database layer, db/:
// the client, migrations and schema), another registry module reached only through its door
// (index.ts; and its plugin.ts, which only the composition root app.ts loads), and no comment
// that cites an issue number (a comment says why; the issue tracker is not the code's memory).
// Files that were too long before the rule was checked are listed below with their length:
// they may shrink, never grow, and each leaves the list once it keeps the rule.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const MAX_LINES = 300;

/** Product files longer than MAX_LINES when the rule came in, and the most they may have now. */
const tooLongAllowed: Record<string, number> = {};

/**
 * Files outside the modules that still reach past modules' doors (the demo seed writes what a
 * module's store reads; the configuration reads modules' settings): how many such imports each
 * may keep, no more.
 */
const pastDoorsAllowed: Record<string, number> = {
  "apps/registry/src/app-edge.ts": 1,
  "apps/registry/src/main.ts": 1,
  "apps/registry/src/config.ts": 4,
  "apps/registry/src/config-values.ts": 1,
  "apps/registry/src/listen-config.ts": 1,
  "apps/registry/seed/seed.ts": 9,
  "apps/registry/seed/demo-form-pdf.ts": 4,
  "apps/registry/seed/desk-demo.ts": 4,
  "apps/registry/seed/renewal-demo.ts": 1,
  "apps/registry/seed/tile-catalogue.ts": 1,
};

const MODULE = /^apps\/registry\/src\/modules\/([^/]+)\/(.+)$/;

/** The composition root, the one file that loads modules' plugins. */
const COMPOSITION_ROOT = "apps/registry/src/app.ts";

/**
 * The registry modules' files this one imports past their door (index.ts, and plugin.ts for
 * the composition root), not its own.
 */
function pastDoors(file: string, text: string): string[] {
  const own = MODULE.exec(file)?.[1];
  const doors = file === COMPOSITION_ROOT ? ["index.ts", "plugin.ts"] : ["index.ts"];
  return [...text.matchAll(/from "(\.[^"]+)"/g)]
    .map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)))
    .filter((target) => {
      const into = MODULE.exec(target);
      return into !== null && into[1] !== own && !doors.includes(into[2]!);
    });
}

const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((path) => /\.(ts|tsx|mjs|js)$/.test(path) && !path.includes("node_modules/"));

const isTest = (path: string) =>
  /\.(test|typecheck)\.tsx?$|\.spec\.ts$/.test(path) || /(^|\/)(test|test-support)\//.test(path);
const isProduct = (path: string) =>
  /^(apps\/[^/]+\/(src|seed)|packages\/[^/]+\/src)\//.test(path) && !isTest(path);
const isStore = (path: string) => /(^|\/|-)store\.ts$|\/store\/|statement\.ts$/.test(path);

/** A statement built or run: on a database, a transaction or an executor, or raw. */
const SQL =
  /\b(db|tx|ex|executor)\.(select|selectDistinct|insert|update|delete|execute)\(|\bsql`|\.query\(/;
const isDatabaseLayer = (path: string) => path.startsWith("apps/registry/src/db/");
const ISSUE_CITED = /(\/\/|\/\*|^\s*\*).*\b[Ii]ssues? #?\d+/;

const problems: string[] = [];
const read = (path: string) => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined; // deleted in the working tree
  }
};

for (const path of tracked) {
  const text = read(path);
  if (text === undefined) continue;
  const lines = text.split("\n");
  const count = text.endsWith("\n") ? lines.length - 1 : lines.length;
  if (isProduct(path)) {
    const allowed = tooLongAllowed[path] ?? MAX_LINES;
    if (count > allowed) {
      problems.push(
        `${path}: ${count} lines; product files keep to ${MAX_LINES}` +
          (allowed > MAX_LINES ? ` (this one may not grow past its ${allowed})` : "") +
          ": find its seam",
      );
    }
    const past = pastDoors(path, text);
    if (past.length > (pastDoorsAllowed[path] ?? 0)) {
      problems.push(
        `${path}: imports ${past.join(", ")} past a module's door; import its index.ts` +
          (pastDoorsAllowed[path]
            ? ` (this file may keep ${pastDoorsAllowed[path]}, no more)`
            : ""),
      );
    }
    if (!isStore(path) && !isDatabaseLayer(path) && SQL.test(text)) {
      const line = lines.findIndex((l) => SQL.test(l)) + 1;
      problems.push(`${path}:${line}: SQL outside a store file; move it into the module's store`);
    }
  }
  lines.forEach((line, index) => {
    if (ISSUE_CITED.test(line)) {
      problems.push(`${path}:${index + 1}: a comment cites an issue; say why instead`);
    }
  });
}

for (const [path, allowed] of Object.entries(tooLongAllowed)) {
  const text = read(path);
  if (text !== undefined && text.split("\n").length - 1 <= MAX_LINES) {
    problems.push(`${path} keeps to ${MAX_LINES} lines now (was ${allowed}): take it off the list`);
  }
}

if (problems.length > 0) {
  console.error(
    `House rules (scripts/house-rules.ts):\n${problems.map((p) => `  ${p}`).join("\n")}`,
  );
  process.exit(1);
}
console.log(`House rules: ${tracked.length} files checked, all kept.`);
