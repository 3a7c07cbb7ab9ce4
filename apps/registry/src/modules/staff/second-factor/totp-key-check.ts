// A service holding another TOTP key than the one the stored secrets were sealed with – a
// restore into a DATA_DIR without staff-totp.key (backups leave it out on purpose), or a
// changed STAFF_TOTP_KEY – opens none of them. Left alone, every enrolled staff member would be
// sent to set up an authenticator that enrolment then refuses as already set up. So it is
// said once at start to the operator, naming the key and what to do, and to each staff member
// who gives the right password, in words that say the fault is not theirs.
import { deskMessages } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client.ts";
import { ClientError } from "../../../http/client-error.ts";
import { listStaff, type StaffRow } from "../store.ts";
import { STAFF_TOTP_KEY_FILE, type TotpSecretBox } from "./totp-secret-box.ts";

const opens = (box: TotpSecretBox, staff: StaffRow) =>
  staff.totpSecret !== null && box.open(staff.totpSecret, staff.id) !== undefined;

/** Refuses (503) an enrolled staff member whose secret this service's key does not open. */
export function refuseUnreadableSecret(staff: StaffRow, box: TotpSecretBox): void {
  if (staff.totpEnrolledAt !== null && !opens(box, staff)) {
    throw new ClientError(503, deskMessages.secretsUnreadable);
  }
}

/** Enrolled staff members' stored secrets, and how many of them the key opens. */
export async function countReadableSecrets(db: Db, box: TotpSecretBox) {
  const enrolled = (await listStaff(db)).filter((staff) => staff.totpEnrolledAt !== null);
  return {
    enrolled: enrolled.length,
    readable: enrolled.filter((staff) => opens(box, staff)).length,
  };
}

export const unreadableSecretsError = (enrolled: number) =>
  `the desk's TOTP key opens none of the ${enrolled} staff authenticator secrets stored, so no ` +
  `staff member can sign in. The key is STAFF_TOTP_KEY, or DATA_DIR/${STAFF_TOTP_KEY_FILE} ` +
  "when that is unset (backups leave the file out): put back the file of the DATA_DIR the " +
  "backup was taken from (replacing the one this start made), or set STAFF_TOTP_KEY as it " +
  "was, and restart. Only if the key is lost for good: npm run staff:add -- --email EMAIL " +
  "--reset for each staff member, who then sets up the authenticator again";

/** Checks once, when the service is ready: an error in the log if no stored secret opens. */
export function registerTotpKeyCheck(app: FastifyInstance, db: Db, box: TotpSecretBox): void {
  app.addHook("onReady", async () => {
    const { enrolled, readable } = await countReadableSecrets(db, box);
    if (enrolled > 0 && readable === 0) app.log.error(unreadableSecretsError(enrolled));
    else if (readable < enrolled) {
      app.log.warn(
        `the desk's TOTP key opens ${readable} of ${enrolled} staff authenticator secrets: ` +
          "the others cannot sign in until npm run staff:add -- --email EMAIL --reset",
      );
    }
  });
}
