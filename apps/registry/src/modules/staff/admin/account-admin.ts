// What an admin does with staff accounts at the desk: list them; disable or enable another's,
// end its sessions. Each change and its audit records commit in one transaction (the records
// last: the audit chain's lock is held from them to the commit).
import { deskMessages, type StaffAccount } from "@portal/contract";
import type { Db } from "../../../db/client.ts";
import { ClientError } from "../../../http/client-error.ts";
import type { AuditTrail } from "../../audit/index.ts";
import type { StaffContext, StaffSessions } from "../sessions/staff-sessions.ts";
import { staffAuditEvent } from "../staff-audit-event.ts";
import { findStaffById, listStaff, setStaffDisabled } from "../store.ts";

/** An id from a path: digits only, else no such account. */
function staffIdOf(text: string): number {
  const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  if (id < 1) throw new ClientError(404, deskMessages.staffNotFound);
  return id;
}

export interface AccountAdmin {
  list(): Promise<StaffAccount[]>;
  setDisabled(admin: StaffContext, staffId: string, disabled: boolean, ip: string): Promise<void>;
  revokeSessions(admin: StaffContext, staffId: string, ip: string): Promise<number>;
}

export function createAccountAdmin(deps: {
  db: Db;
  sessions: StaffSessions;
  audit: AuditTrail;
}): AccountAdmin {
  const { db } = deps;

  async function target(staffIdText: string) {
    const staffId = staffIdOf(staffIdText);
    const found = await findStaffById(db, staffId);
    if (!found) throw new ClientError(404, deskMessages.staffNotFound);
    return { email: found.email, staffId };
  }

  return {
    async list() {
      return (await listStaff(db)).map((staff) => ({
        id: staff.id,
        email: staff.email,
        role: staff.role,
        disabled: staff.disabled,
        enrolled: staff.totpEnrolledAt !== null,
        passwordSet: staff.passwordHash !== null,
      }));
    },

    async setDisabled(admin: StaffContext, staffIdText: string, disabled: boolean, ip: string) {
      if (disabled && staffIdOf(staffIdText) === admin.id) {
        throw new ClientError(400, deskMessages.notYourself);
      }
      const who = await target(staffIdText);
      const by = { byStaffId: admin.id };
      await db.transaction(async (tx) => {
        await setStaffDisabled(tx, who.staffId, disabled);
        // Disabling ends every session at once; the resume check is the second line.
        const revoked = disabled ? await deps.sessions.endAllOf(tx, who.staffId) : 0;
        const event = disabled ? "staff.account.disabled" : "staff.account.enabled";
        await deps.audit.recordIn(tx, staffAuditEvent(event, "success", who, ip, by));
        if (revoked > 0) {
          const detail = { ...by, count: revoked, reason: "disabled" };
          await deps.audit.recordIn(
            tx,
            staffAuditEvent("staff.sessions.revoked", "success", who, ip, detail),
          );
        }
      });
    },

    async revokeSessions(admin: StaffContext, staffIdText: string, ip: string) {
      const who = await target(staffIdText);
      return db.transaction(async (tx) => {
        const count = await deps.sessions.endAllOf(tx, who.staffId);
        const detail = { byStaffId: admin.id, count, reason: "admin" };
        await deps.audit.recordIn(
          tx,
          staffAuditEvent("staff.sessions.revoked", "success", who, ip, detail),
        );
        return count;
      });
    },
  };
}
