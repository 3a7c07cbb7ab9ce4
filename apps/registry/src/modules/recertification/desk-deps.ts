// What each of recertification's desk services is given (the cycles, the peers' items, the
// audit's draws and desk): one shape, which the plugin fills once for all of them.
import type { Clock } from "../../core/clock.ts";
import type { Db } from "../../db/client.ts";
import type { AuditTrail } from "../audit/index.ts";

export interface RecertDeskDeps {
  db: Db;
  clock: Clock;
  /** The regulator's time zone: a cycle has ended, or a deadline passed, by its days there. */
  timeZone: string;
  /** The staff audit trail, which records each desk write in the write's transaction. */
  audit: Pick<AuditTrail, "recordIn">;
}
