// Upgrade tests: a database migrated only up to an older migration, to fill in the old shape
// and then bring up to date with runMigrations.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrationsFolder } from "../src/db/migrate.ts";

/** A copy of the migrations folder whose journal stops after `lastTag` (remove it after). */
export function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === lastTag);
  if (end < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}
