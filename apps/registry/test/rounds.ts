// The renewal round after the one migration 0021 keeps, and practitioners holding certificates
// of the year it renews, for the suites of certificates and reminders.
import { beforeAll } from "vitest";
import { SAMPLE_ROUND } from "../../../packages/contract/test-support/rounds.ts";
import type { Db } from "../src/db/client.ts";
import * as schema from "../src/db/schema.ts";
import {
  findPractitionerId,
  insertPractitioners,
  type NewPractice,
} from "../src/modules/register/index.ts";
import { addRound } from "../src/modules/renewal/index.ts";
import { type ApcPractitionerService, useApcPractitioner } from "./apc-practitioner.ts";
import { testClock } from "./app.ts";
import { type TestDatabase, testDatabases } from "./databases.ts";
import { registerPractice } from "./register-desk.ts";
import { capturingMailer } from "./review.ts";

/** A day of the test clock. */
export const DAY = 24 * 3600_000;

/** The round's suites prove the clock's rules, which PGlite shows as well as PostgreSQL. */
export const roundDatabases = testDatabases.filter((d) => d.name === "pglite");

/** 2027/2028: opens 1 February 2027, renew by 31 March, 14 days' grace. */
export const NEXT_ROUND = SAMPLE_ROUND;

/** The practising year before the one held: certificates of it lapse by the 2026/2027 round. */
export const EARLIER_ROUND = {
  year: "2025/2026",
  startsOn: "2025-04-01",
  endsOn: "2026-03-31",
  opensOn: "2025-02-01",
  deadline: "2025-03-31",
  graceDays: 14,
  feeCents: 110000,
};

/** A certificate of `round`'s practising year held by `practitionerId` (current unless told). */
export const heldCertificate = (
  practitionerId: number,
  round: { year: string; startsOn: string; endsOn: string },
) => ({
  practitionerId,
  year: round.year,
  startsOn: round.startsOn,
  endsOn: round.endsOn,
  verificationCode: `code-${practitionerId}-${round.year}`,
});

/** A person on the register with one practice (a hygienist's); their certificates are apart. */
export const registeredPerson = (
  personId: string,
  surname: string,
  firstNames = "Test",
  practice: Partial<NewPractice> = {},
) => ({
  personId,
  firstNames,
  surname,
  contact: "",
  address: "",
  suburb: "",
  city: "Rotorua",
  territorialAuthority: "",
  dhb: "",
  eligible: true,
  volunteer: false,
  practices: [registerPractice(practice)],
});

/**
 * Two practitioners holding 2026/2027 certificates: the first the register record of `userId`,
 * who has to renew; the second renewed for 2027/2028 already.
 */
export async function createTestPractitioners(db: Db, userId: number) {
  await db.transaction((tx) =>
    insertPractitioners(tx, [
      registeredPerson("70001", "Renewing"),
      registeredPerson("70002", "Renewed"),
    ]),
  );
  const renewing = (await findPractitionerId(db, "70001"))!;
  const renewed = (await findPractitionerId(db, "70002"))!;
  await db.insert(schema.practitionerAccounts).values({ userId, practitionerId: renewing });
  const held = { year: "2026/2027", startsOn: "2026-04-01", endsOn: "2027-03-31" };
  await db
    .insert(schema.practisingCertificates)
    .values([
      heldCertificate(renewing, held),
      heldCertificate(renewed, held),
      heldCertificate(renewed, NEXT_ROUND),
    ]);
  return { renewing, renewed };
}

/**
 * A suite's service on `testDb` with its clock at `start`, its e-mails kept, the 2027/2028 round
 * and the two practitioners of createTestPractitioners (the renewing one Aroha's record); `env`
 * for its configuration.
 */
export function useRenewalRound(testDb: TestDatabase, start: Date, env?: Record<string, string>) {
  const mailer = capturingMailer();
  const clock = testClock(start);
  const round = { mailer, clock, renewing: 0, renewed: 0 } as {
    mailer: typeof mailer;
    clock: typeof clock;
    service: ApcPractitionerService;
    renewing: number;
    renewed: number;
  };
  round.service = useApcPractitioner(testDb, { clock, mailer, env });
  beforeAll(async () => {
    await addRound(round.service.database.db, NEXT_ROUND);
    Object.assign(
      round,
      await createTestPractitioners(round.service.database.db, round.service.aroha.id),
    );
  });
  return round;
}
