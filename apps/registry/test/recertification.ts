// Helpers for the recertification tests: a cycle as an admin sends it, a practitioner of the
// register signed in to their linked account, and a CPD activity logged through the
// CPD-ACTIVITY form over the real routes.
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

export const activity = (date: string, category: string, hours: string) => ({
  activity_date: date,
  category,
  hours,
  provider: "NZ Dental Hygienists' Association",
  description: "Periodontal assessment update",
});

export const reflection = {
  learning: "Staging and grading of periodontitis.",
  practice_change: "I record the stage at every recall.",
};

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
 * Logs a CPD activity through the form: its first page as given, then (when that page is done
 * and `submit`) its reflection, completing it. Answers the first page's save.
 */
export async function logActivity(
  app: App,
  db: Db,
  session: string,
  page: Record<string, unknown>,
  submit = true,
) {
  const added = await app.inject({
    url: apiPaths.formAdd("CPD-ACTIVITY"),
    headers: sessionHeader(session),
  });
  expect(added.statusCode, added.body).toBe(200);
  const token = added.json().form.formToken as string;
  const url = (code: string) => apiPaths.form("CPD-ACTIVITY", token, code);
  const first = formAnswer(await postPage(app, url("activity"), page, session));
  if (submit && first.page?.state === "done") {
    expect(formAnswer(await postPage(app, url("reflection"), reflection, session))).toBeTruthy();
    expect((await storedForm(db, token))?.state).toBe("completed");
  }
  return first;
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
