// What the desk's password step (service.ts) and second step (second-step.ts) both need: the
// audit of a staff event, the 429 of a lock, and the account a pending session belongs to.
import { deskMessages, type StaffMe } from "@portal/contract";
import type { Db } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import type { AuditDetail, AuditEventName, AuditOutcome, AuditTrail } from "../audit/index.ts";
import { findStaffById, type StaffRow } from "./store.ts";

export const retryAfterSeconds = (ms: number) => Math.ceil(ms / 1000);

export function lockedOut(ms: number): ClientError {
  return new ClientError(429, deskMessages.tooManyFailedSignIns(Math.ceil(ms / 60_000)), {
    headers: { "retry-after": String(retryAfterSeconds(ms)) },
  });
}

export interface StaffWho {
  email: string;
  staffId?: number | undefined;
}

/** Records a staff event with the account's id in its detail. */
export type RecordStaffEvent = (
  event: AuditEventName,
  outcome: AuditOutcome,
  who: StaffWho,
  ip: string,
  detail?: AuditDetail,
) => Promise<void>;

export const staffEventRecorder =
  (audit: AuditTrail): RecordStaffEvent =>
  (event, outcome, who, ip, detail = {}) =>
    audit.record({
      event,
      outcome,
      email: who.email,
      ip,
      detail: who.staffId === undefined ? detail : { staffId: who.staffId, ...detail },
    });

/** The account of a session; deleted or disabled meanwhile: as if the session had ended. */
export async function liveAccount(db: Db, staffId: number): Promise<StaffRow> {
  const staff = await findStaffById(db, staffId);
  if (!staff || staff.disabled) throw new ClientError(401, deskMessages.signInRequired);
  return staff;
}

export const staffMe = (staff: StaffRow): StaffMe => ({ email: staff.email, role: staff.role });
