// The renewal season as a newcomer meets it on a fresh `npm start`: a round for the next
// practising year opens on the day the demo data is made, its deadline ten days on (14 days'
// grace), and the demo practitioner – linked to her register record (Person ID 10482) – holds
// this year's certificate, so her dashboard says "Renew by …" and the round's first reminder
// goes out within a minute. Her certificate, as everyone's on the demo register, is the
// practising year's (seed/register). Outside production only (at-start.ts). Idempotent: each
// part is written only where it is missing.
import { addDays } from "@portal/contract";
import type { Db } from "../src/db/client.ts";
import { findPractitionerId, linkPractitioner } from "../src/modules/register/index.ts";
import { addRound } from "../src/modules/renewal/index.ts";
import { findUserByEmail } from "../src/modules/users/store.ts";
import { nextPractisingYear } from "./practising-year.ts";

const DEMO_PRACTITIONER = { email: "practitioner@example.org", personId: "10482" };

/** The demo's round: next practising year's, open today, due in ten days, 14 days' grace. */
export const demoRound = (today: string) => ({
  ...nextPractisingYear(today),
  opensOn: today,
  deadline: addDays(today, 10),
  graceDays: 14,
  feeCents: 115000,
  lateFeeCents: 25000,
});

export async function seedRenewalDemo(db: Db, today: string): Promise<{ round: string }> {
  const next = demoRound(today);
  await addRound(db, next);
  const user = await findUserByEmail(db, DEMO_PRACTITIONER.email);
  const practitionerId = await findPractitionerId(db, DEMO_PRACTITIONER.personId);
  if (user && practitionerId !== undefined) await linkPractitioner(db, user.id, practitionerId);
  return { round: next.year };
}
