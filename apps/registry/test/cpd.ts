// A recertification cycle as an admin sets it, a practitioner linked to the register, and their
// CPD log as the tests write it: activities logged through the CPD-ACTIVITY
// form's pages, as the portal sends them, submitted or left in progress.
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

/** The first page's answers of an activity. */
export const cpdActivity = (date: string, category: string, hours: string) => ({
  activity_date: date,
  category,
  hours,
  provider: "NZ Dental Hygienists' Association",
  description: "Periodontal assessment update",
});

export const cpdReflection = {
  learning: "Staging and grading of periodontitis.",
  practice_change: "I record the stage at every recall.",
};

/**
 * Logs an activity with `page` as its first page; submits it (the `reflection` page, its
 * evidence uploads among its answers) unless `submit` is false or the first page was refused. Answers the first page's answer.
 */
export async function logCpdActivity(
  service: { app: App; db: Db },
  session: string,
  page: Record<string, unknown>,
  submit = true,
  reflection: Record<string, unknown> = cpdReflection,
) {
  const { app, db } = service;
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
