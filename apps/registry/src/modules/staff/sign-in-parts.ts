// What the desk's password step (sign-in/) and second step (second-factor/) both need: the
// audit of a staff event, the 429 of a lock, and the account a pending session belongs to.
import { deskMessages, type StaffMe } from "@portal/contract";
import type { Db } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import type { AuditTrail } from "../audit/index.ts";
import { staffAuditEvent } from "./staff-audit-event.ts";
import { findStaffById, type StaffRow } from "./store.ts";

export const retryAfterSeconds = (ms: number) => Math.ceil(ms / 1000);

export function lockedOut(ms: number): ClientError {
  return new ClientError(429, deskMessages.tooManyFailedSignIns(Math.ceil(ms / 60_000)), {
    headers: { "retry-after": String(retryAfterSeconds(ms)) },
  });
}

/** Records a staff event (after the fact, best effort: see staff-audit-event.ts). */
export type RecordStaffEvent = (...event: Parameters<typeof staffAuditEvent>) => Promise<void>;

export const staffEventRecorder =
  (audit: AuditTrail): RecordStaffEvent =>
  (...event) =>
    audit.record(staffAuditEvent(...event));

/** The account of a session; deleted or disabled meanwhile: as if the session had ended. */
export async function liveAccount(db: Db, staffId: number): Promise<StaffRow> {
  const staff = await findStaffById(db, staffId);
  if (!staff || staff.disabled) throw new ClientError(401, deskMessages.signInRequired);
  return staff;
}

export const staffMe = (staff: StaffRow): StaffMe => ({ email: staff.email, role: staff.role });
