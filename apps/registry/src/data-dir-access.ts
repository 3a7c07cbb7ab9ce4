// DATA_DIR holds the database, the keys, the backup key and the mails written instead of sent:
// all of it is the service owner's alone (folders 0700, files 0600). Every process of ours
// starts with the umask below, which covers what Node writes – but not what PGlite writes:
// its file system (Emscripten's NODEFS) sets each new file's mode itself with chmod, 0666 for
// the files of a new database and for those a restore unpacks, whatever the umask. So the
// modes are made owner-only again after PGlite has written (db/client.ts), and at start for
// whatever an operator copied in.
import { chmodSync, existsSync, lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** The umask of the service and of every operator command: nothing for group or others. */
export const OWNER_ONLY_UMASK = 0o077;

const GROUP_OR_OTHER = 0o077;

/**
 * Takes group's and others' permissions off `dir` and everything under it (symbolic links
 * are left alone: their own mode means nothing). Answers how many entries it changed.
 */
export function restrictToOwner(dir: string): number {
  if (!existsSync(dir)) return 0;
  const entries = readdirSync(dir, { recursive: true }).map((name) => join(dir, String(name)));
  let changed = 0;
  for (const path of [dir, ...entries]) {
    // A file PostgreSQL removed meanwhile (a temporary one) needs nothing.
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink() || (stat.mode & GROUP_OR_OTHER) === 0) continue;
    try {
      chmodSync(path, stat.mode & 0o700);
      changed++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return changed;
}
