// A renewal round with practitioners in each state, reached through the service's own routes and
// services – an APC started, one submitted and paid, one returned and one accepted at the desk –
// and a registrar signed in, for the suite of the desk's round view.
import { beforeAll } from "vitest";
import * as schema from "../src/db/schema.ts";
import {
  findPractitionerId,
  insertPractitioners,
  linkPractitioner,
} from "../src/modules/register/index.ts";
import { addRound } from "../src/modules/renewal/index.ts";
import type { TestDatabase } from "./databases.ts";
import { DESK_ORIGIN, signedInStaff } from "./desk.ts";
import { createTile, createUser } from "./factories.ts";
import { signIn } from "./form-pages.ts";
import { submitPaidApc } from "./review.ts";
import { EARLIER_ROUND, heldCertificate, registeredPerson, useRenewalRound } from "./rounds.ts";

const DENTIST = "General Dental Practice";
const HYGIENIST = "Dental Hygiene Practice";

/** Person ID, first names, surname, scope, whether they have an account, their certificate. */
const people = [
  ["71001", "=SUM(1)", "Noaccount", DENTIST, false, "2026/2027"],
  ["71002", "Ira", "Idle", DENTIST, true, "2026/2027"],
  ["71003", "Fern", "Filed", DENTIST, true, "2026/2027"],
  ["71004", "Sam", "Sentback", HYGIENIST, true, "2026/2027"],
  ["71005", "Ana", "Accepted", DENTIST, true, "2026/2027"],
  // Not to renew: lapsed a round before, and never certified.
  ["71006", "Eru", "Earlier", DENTIST, true, "2025/2026"],
  ["71007", "Nik", "Never", DENTIST, true, null],
] as const;

const periods: Record<string, [string, string]> = {
  "2025/2026": ["2025-04-01", "2026-03-31"],
  "2026/2027": ["2026-04-01", "2027-03-31"],
};

/**
 * 10 February 2027 in Auckland, the 2027/2028 round open: Aroha (70001, a hygienist) has her APC
 * in progress, 70002 (a hygienist) renewed already, and the people above in their states.
 */
export function useRoundInStates(testDb: TestDatabase) {
  const round = useRenewalRound(testDb, new Date("2027-02-09T20:00:00Z"), {
    PUBLIC_URL: DESK_ORIGIN,
  });
  const world = { ids: {} as Record<string, number>, emails: {} as Record<string, string> };
  const ready = Object.assign(round, world, {
    registrar: undefined as unknown as Awaited<ReturnType<typeof signedInStaff>>,
  });
  beforeAll(async () => {
    const { app, database } = round.service;
    const db = database.db;
    await addRound(db, EARLIER_ROUND);
    await db.transaction((tx) =>
      insertPractitioners(
        tx,
        people.map(([personId, firstNames, surname, practice]) =>
          registeredPerson(personId, surname, firstNames, { practice }),
        ),
      ),
    );
    const sessions: Record<string, string> = {};
    const userIds: Record<string, number> = {};
    for (const [personId, firstNames, , , account, year] of people) {
      const id = (await findPractitionerId(db, personId))!;
      ready.ids[personId] = id;
      if (year) {
        const [startsOn, endsOn] = periods[year]!;
        const status = year === "2025/2026" ? ("expired" as const) : ("current" as const);
        await db
          .insert(schema.practisingCertificates)
          .values({ ...heldCertificate(id, { year, startsOn, endsOn }), status });
      }
      if (!account) continue;
      const user = await createUser(db, { firstName: firstNames });
      await linkPractitioner(db, user.id, id);
      userIds[personId] = user.id;
      ready.emails[personId] = user.email;
      sessions[personId] = await signIn(app, user);
    }
    await createTile(db, {
      formType: { code: "APC", addable: true },
      assignTo: Object.values(userIds),
    });
    await round.service.addApc(); // Aroha's, in progress
    for (const personId of ["71003", "71004", "71005"]) {
      await submitPaidApc(app, sessions[personId]!);
    }
    ready.registrar = await signedInStaff(app, db, round.clock);
    const actor = { staffId: ready.registrar.staffId, role: "registrar" as const };
    const queue = await app.review.listQueue({ formType: "APC", page: 1, pageSize: 10 });
    const submissionOf = (personId: string) =>
      queue.items.find((s) => s.userId === userIds[personId])!.id;
    const returned = submissionOf("71004");
    await app.review.claim(actor, returned);
    await app.review.returnForChanges(actor, returned, { note: "Please check your hours." });
    const accepted = submissionOf("71005");
    await app.review.claim(actor, accepted);
    await app.review.accept(actor, accepted);
    // The day's scheduled reminder (the round's opening) and the e-mails written so far.
    await app.jobs.runDue();
    await app.jobs.runDue();
  });
  return ready;
}
