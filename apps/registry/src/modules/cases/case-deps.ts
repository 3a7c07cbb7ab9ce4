// What the cases' services need from the app: the database and clock, the regulator's calendar,
// the form definitions a concern was answered on, the outbox and the staff audit trail, and the
// register's own writes (a case's outcome changes the register through them).
import type { StaffRoleName } from "@portal/contract";
import type { Clock } from "../../core/clock.ts";
import type { Db } from "../../db/client.ts";
import type { AuditTrail } from "../audit/index.ts";
import type { FormCatalogue } from "../forms/index.ts";
import type { Outbox } from "../mail/index.ts";
import type { Conditions, RegisterEdits } from "../register/index.ts";

export interface CaseDeps {
  db: Db;
  clock: Clock;
  /** The regulator's time zone: days in a stage, a task's due day, a suspension's first day. */
  timeZone: string;
  catalogue: FormCatalogue;
  outbox: Outbox;
  /** Every step of the staff is recorded in its staff trail, on the step's transaction. */
  audit: AuditTrail;
  /** The register's writes at the desk: an outcome imposes a condition or suspends. */
  register: { edits: RegisterEdits; conditions: Conditions };
}

/** Who acts on a case: the desk guard's staff member. */
export interface CaseActor {
  staffId: number;
  email: string;
  role: StaffRoleName;
}
