// A recertification cycle as an admin sets it, and a practitioner's CPD log as they keep it: each activity a CPD-ACTIVITY form added from their
// tile and answered page by page through the portal's routes, completed unless told not to.
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
export const cycleBody = (over: Partial<CycleBody> = {}): CycleBody => ({
  profession: "Dental hygienist",
  startsOn: "2025-04-01",
  years: 2,
  totalHours: 40,
  categoryHours: { clinical: 20, cultural: 4 },
  planRequired: true,
  peerContacts: 2,
  ...over,
});

export const cpdActivity = (date: string, category: string, hours: string) => ({
  activity_date: date,
  category,
  hours,
  provider: "NZ Dental Hygienists' Association",
  description: "Periodontal assessment update",
});

const reflection = {
  learning: "Staging and grading of periodontitis.",
  practice_change: "I record the stage at every recall.",
};

/** Logs one activity for `session`: the answer to its first page. */
export async function logActivity(
  app: App,
  db: Db,
  session: string,
  activity: Record<string, unknown>,
  submit = true,
) {
  const added = await app.inject({
    url: apiPaths.formAdd("CPD-ACTIVITY"),
    headers: sessionHeader(session),
  });
  expect(added.statusCode, added.body).toBe(200);
  const token = added.json().form.formToken as string;
  const url = (code: string) => apiPaths.form("CPD-ACTIVITY", token, code);
  const first = formAnswer(await postPage(app, url("activity"), activity, session));
  if (submit && first.page?.state === "done") {
    expect(formAnswer(await postPage(app, url("reflection"), reflection, session))).toBeTruthy();
    expect((await storedForm(db, token))?.state).toBe("completed");
  }
  return first;
}

/**
 * A practitioner of `practice` on the register, their account linked to the record and given
 * the practitioner's tiles (the CPD log, the APC), signed in: their session.
 */
export async function linkedPractitioner(
  app: App,
  db: Db,
  personId: string,
  practice = "Dental Hygiene Practice",
): Promise<string> {
  await practitionerOnRegister(db, personId, { practices: [registerPractice({ practice })] });
  const user = await createUser(db);
  await linkPractitioner(db, user.id, (await findPractitionerId(db, personId))!);
  await assignPractitionerTiles(db, user.id);
  return signIn(app, user);
}
