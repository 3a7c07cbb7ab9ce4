// Helpers for the recertification tests: a cycle as an admin sends it, a practitioner of the
// register signed in to their linked account, and refusals checked against the contract's
// texts. (A CPD activity is logged with test/cpd.ts.)
import { apiPaths, type CycleBody } from "@portal/contract";
import { expect } from "vitest";
import type { App } from "../src/app.ts";
import type { Db } from "../src/db/client.ts";
import { findPractitionerId, linkPractitioner } from "../src/modules/register/index.ts";
import { assignPractitionerTiles } from "../src/modules/tiles/index.ts";
import { practitionerOnRegister } from "./cases.ts";
import { createUser } from "./factories.ts";
import { formAnswer, postPage, sessionHeader, signIn, storedForm } from "./form-pages.ts";
import { registerPractice } from "./register-desk.ts";

/** The hygienists' two-year cycle the tests' clock (1 March 2026) is in. */
export const cycle = (over: Partial<CycleBody> = {}): CycleBody => ({
  profession: "Dental hygienist",
  startsOn: "2025-04-01",
  years: 2,
  totalHours: 40,
  categoryHours: { clinical: 20, cultural: 4 },
  planRequired: true,
  peerContacts: 2,
  ...over,
});

/** An oral health therapist on the register as `personId`, signed in to their linked account. */
export async function signedInTherapist(app: App, db: Db, personId: string) {
  await practitionerOnRegister(db, personId, {
    practices: [registerPractice({ practice: "Oral Health Therapy Practice" })],
  });
  const user = await createUser(db);
  await linkPractitioner(db, user.id, (await findPractitionerId(db, personId))!);
  await assignPractitionerTiles(db, user.id);
  return { user, session: await signIn(app, user) };
}

/**
 * Sends each request and expects its status and the contract's message (a schema's refusal
 * names the field before it, hence "containing").
 */
export async function expectRefusals(
  refusals: readonly (readonly [
    () => Promise<{ statusCode: number; json(): { message?: string } }>,
    number,
    string,
  ])[],
) {
  for (const [send, status, message] of refusals) {
    const res = await send();
    expect([res.statusCode, res.json().message]).toEqual([
      status,
      expect.stringContaining(message),
    ]);
  }
}
