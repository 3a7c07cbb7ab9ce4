// The desk's staff for the e2e suite (desk-staff.ts), made by the work of `npm run staff:add`
// (modules/staff/admin/add-command.ts: addStaff, with its audit records and one-time links) on
// the database start-service has just migrated, before the service opens it: on PGlite only one
// process may hold it. One opening for all of them, where a run of the command per member
// opened it twelve times, takes about 15 s off each project's start.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "../../apps/registry/src/db/client.ts";
import { createAuditTrail } from "../../apps/registry/src/modules/audit/index.ts";
import { addStaff } from "../../apps/registry/src/modules/staff/admin/add-command.ts";
import { passwordLinkUrl } from "../../apps/registry/src/modules/staff/sign-in/password-links.ts";
import { type DeskStaffRole, deskStaff, LINKS_FILE, roleOf } from "./desk-staff.ts";

/** Adds each e2e staff member on the open `db`; writes their links under `dataDir`. */
export async function addDeskStaff(db: Db, dataDir: string, publicUrl: string): Promise<void> {
  const clock = () => new Date();
  const audit = createAuditTrail({ db, clock, log: { info: () => {}, error: () => {} } });
  const links: Partial<Record<DeskStaffRole, string>> = {};
  for (const role of Object.keys(deskStaff) as DeskStaffRole[]) {
    const request = { email: deskStaff[role], role: roleOf[role], reset: false };
    const result = await addStaff(db, request, { clock, audit });
    if (result.kind !== "created") throw new Error(`staff:add ${role} was refused: ${result.kind}`);
    links[role] = passwordLinkUrl(publicUrl, result.token);
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, LINKS_FILE), JSON.stringify(links));
}
