// A practitioner's CPD log as the tests write it: activities logged through the CPD-ACTIVITY
// form's pages, as the portal sends them, submitted or left in progress.
import { apiPaths } from "@portal/contract";
import { expect } from "vitest";
import type { App } from "../src/app.ts";
import type { Db } from "../src/db/client.ts";
import { formAnswer, postPage, sessionHeader, storedForm } from "./form-pages.ts";

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
