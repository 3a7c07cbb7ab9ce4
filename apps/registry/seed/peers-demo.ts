// The professional peers a newcomer meets on a fresh `npm start` (docs/decisions/063): three
// practitioners on the demo register named the demo practitioner, Aroha Ngata (Person ID 10482),
// as their peer in completed PEER-RELATIONSHIP forms – Sione Taufa five days ago, Mere Parata
// twelve, Ātaahua Mīria Ngārimu-Tūhoro forty, past the PEER_CONFIRMATION_DAYS her decision was due
// in – so Aroha's dashboard asks her to decide them and the desk lists Ātaahua's as unconfirmed.
// Sione is the demo's peer account; Mere and Ātaahua get accounts here, linked to their register
// records as Sione's is. Outside production only (at-start.ts). Idempotent: once any completed
// relationship names Aroha, nothing is added.
import { addDays, PEER_RELATIONSHIP_FORM_TYPE } from "@portal/contract";
import type { Db } from "../src/db/client.ts";
import { argon2Hasher } from "../src/modules/auth/index.ts";
import { findCompletedFormsNaming, insertForm, newFormToken } from "../src/modules/forms/index.ts";
import { findPractitionerId, linkPractitioner } from "../src/modules/register/index.ts";
import { findUserByEmail, insertUser } from "../src/modules/users/index.ts";
import { DEMO_PASSWORD } from "./demo-data.ts";

const AROHA = { personId: "10482", name: "Aroha Ngata" };

/** Who names Aroha, with their account and register record, and how long ago. */
const naming = [
  {
    email: "peer@example.org",
    firstName: "Sione",
    displayName: "Sione Taufa",
    personId: "40917",
    daysAgo: 5,
    startDate: -30,
    frequency: "quarterly",
  },
  {
    email: "mere.peer@example.org",
    firstName: "Mere",
    displayName: "Mere Parata",
    personId: "31522",
    daysAgo: 12,
    startDate: -60,
    frequency: "monthly",
  },
  {
    email: "ataahua.peer@example.org",
    firstName: "Ātaahua",
    displayName: "Ātaahua Mīria Ngārimu-Tūhoro",
    personId: "40001",
    daysAgo: 40,
    startDate: -90,
    frequency: "twice_yearly",
  },
] as const;

export async function seedPeersDemo(
  db: Db,
  today: string,
): Promise<{ relationshipsAdded: number }> {
  const named = await findCompletedFormsNaming(db, PEER_RELATIONSHIP_FORM_TYPE, {
    pageCode: "peer",
    fieldName: "peer_person_id",
    answer: AROHA.personId,
  });
  if (named.length > 0) return { relationshipsAdded: 0 };
  // Hashed before the transaction: argon2 is slow, and on PGlite a transaction holds the only
  // connection.
  const passwordHash = await argon2Hasher.hash(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    let relationshipsAdded = 0;
    for (const person of naming) {
      const { email, firstName, displayName } = person;
      const existing = (await findUserByEmail(tx, email))?.id;
      const userId =
        existing ?? (await insertUser(tx, { email, firstName, displayName, passwordHash }));
      const practitionerId = await findPractitionerId(tx, person.personId);
      if (userId === undefined || practitionerId === undefined) continue;
      // Only the demo's own peer account is tied to the register: the accounts made here name
      // Aroha and nothing more, so the round still writes to Mere's register e-mail with the link
      // that makes her account (the activation journey).
      if (existing !== undefined) await linkPractitioner(tx, userId, practitionerId);
      const completedOn = addDays(today, -person.daysAgo);
      await insertForm(tx, {
        token: newFormToken(),
        ownerId: userId,
        formTypeCode: PEER_RELATIONSHIP_FORM_TYPE,
        name: `Peer relationship with ${AROHA.name}`,
        state: "completed",
        writeDate: new Date(`${completedOn}T09:00:00Z`),
        practitioner: AROHA.name,
        values: {
          peer: {
            peer_person_id: AROHA.personId,
            peer_peer_name: AROHA.name,
            peer_relationship_start_date: addDays(completedOn, person.startDate),
          },
          relationship: { meeting_frequency: person.frequency, no_conflict: 1 },
          confirm: { peer_agreed: true },
        },
      });
      relationshipsAdded += 1;
    }
    return { relationshipsAdded };
  });
}
