// The review keeps to its own rooms' tables: what it reads of forms, applicants, files,
// payments and staff it asks their modules for (through their index.ts), and forms' rows are
// written only by modules/forms (a return reopens a form through its reopenForChanges).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as reviewSchema from "../../db/schema/review.ts";

const reviewTables = Object.entries(reviewSchema)
  .filter(([, value]) => is(value, PgTable))
  .map(([name]) => name);

const here = import.meta.dirname;
const productFiles = (readdirSync(here, { recursive: true }) as string[])
  .filter((path) => path.endsWith(".ts") && !path.endsWith(".test.ts"))
  .sort();

/** The names a file imports from the schema. */
function schemaImports(path: string): string[] {
  const text = readFileSync(join(here, path), "utf8");
  const imports = text.matchAll(
    /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"[./]*db\/schema(?:\.ts|\/[a-z-]+\.ts)"/g,
  );
  return [...imports].flatMap((m) =>
    m[1]!
      .split(",")
      .map((name) => name.replace(/^\s*type\s+/, "").trim())
      .filter(Boolean),
  );
}

describe("the review's tables", () => {
  it("are the schema's review tables, and no review file, its rooms' stores included, uses another module's", () => {
    expect(reviewTables).toEqual(
      expect.arrayContaining(["submissions", "reviewDecisions", "returnMessages", "notices"]),
    );
    const foreign = productFiles.flatMap((path) =>
      schemaImports(path)
        .filter((name) => !reviewTables.includes(name))
        .map((name) => `${path}: ${name}`),
    );
    expect(foreign).toEqual([]);
    expect(productFiles).toEqual(
      expect.arrayContaining([
        "queue/store.ts",
        "decisions/store.ts",
        "decisions/return-messages-store.ts",
      ]),
    );
  });
});
