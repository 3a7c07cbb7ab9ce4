// The renewal season as a newcomer meets it on a fresh `npm start`: a round for the next
// practising year opens on the day the demo data is made, its deadline ten days on (14 days'
// grace), and the demo practitioner – linked to her register record (Person ID 10482) – holds
// this year's certificate, so her dashboard says "Renew by …" and the round's first reminder
// goes out within a minute. Outside production only (at-start.ts). Idempotent: each part is
// written only where it is missing.
import { randomBytes } from "node:crypto";
import { addDays } from "@portal/contract";
import type { Db } from "../src/db/client.ts";
import { findLatestCertificate, issueCertificate } from "../src/modules/certificates/store.ts";
import {
  findPractitionerId,
  linkPractitioner,
  setPractisingCertificate,
} from "../src/modules/register/index.ts";
import { apcPeriodOf } from "../src/modules/review/decisions/accept-effects.ts";
import { addRound, findRound } from "../src/modules/rounds/index.ts";
import { findUserByEmail } from "../src/modules/users/store.ts";

const DEMO_PRACTITIONER = { email: "practitioner@example.org", personId: "10482" };
/** The year the demo practitioner's certificate is for (migration 0021 keeps its round). */
const HELD_YEAR = "2026/2027";

/** The practising year after `today` (YYYY-MM-DD): years start on 1 April. */
export function nextPractisingYear(today: string) {
  const year = Number(today.slice(0, 4));
  const starts = today < `${year}-04-01` ? year : year + 1;
  return {
    year: `${starts}/${starts + 1}`,
    startsOn: `${starts}-04-01`,
    endsOn: `${starts + 1}-03-31`,
  };
}

export async function seedRenewalDemo(db: Db, today: string): Promise<{ round: string }> {
  const next = nextPractisingYear(today);
  await addRound(db, {
    ...next,
    opensOn: today,
    deadline: addDays(today, 10),
    graceDays: 14,
    feeCents: 115000,
    lateFeeCents: 25000,
  });
  const user = await findUserByEmail(db, DEMO_PRACTITIONER.email);
  const practitionerId = await findPractitionerId(db, DEMO_PRACTITIONER.personId);
  const held = await findRound(db, HELD_YEAR);
  if (!user || practitionerId === undefined || !held) return { round: next.year };
  await linkPractitioner(db, user.id, practitionerId);
  if (!(await findLatestCertificate(db, practitionerId))) {
    await issueCertificate(db, {
      practitionerId,
      year: held.year,
      startsOn: held.startsOn,
      endsOn: held.endsOn,
      formId: null,
      issuedAt: new Date(),
      verificationCode: randomBytes(24).toString("base64url"),
    });
    // Her register record says so too, as an accepted APC leaves it: the public register and
    // the peer search read the record.
    await setPractisingCertificate(db, practitionerId, {
      apcStatus: "Current",
      apcPeriod: apcPeriodOf(held.year)!,
    });
  }
  return { round: next.year };
}
