// A sampled practitioner's evidence: the completed CPD activities dated in the audited cycle,
// each with its answers and uploads. Before submitting, the practitioner sees their log as it
// stands; what they submit is kept as the forms' ids, and the desk reads back exactly those.
import { CPD_ACTIVITY_FORM_TYPE, type EvidenceActivity } from "@portal/contract";
import type { Executor } from "../../../db/client.ts";
import { listFilesOfForms } from "../../files/index.ts";
import { findCompletedAnswers, findCompletedAnswersOf } from "../../forms/index.ts";
import { evidenceActivityOf } from "../cpd-activities.ts";

type Period = { startsOn: string; endsOn: string };
type Answers = Awaited<ReturnType<typeof findCompletedAnswers>>;

/** The uploads (not a form's PDF or invoice) of each of the forms, read in one query. */
async function uploadsByForm(ex: Executor, formIds: readonly number[]) {
  const byForm = new Map<number, { id: number; name: string }[]>();
  for (const { formId, id, name, type } of await listFilesOfForms(ex, formIds)) {
    if (type === "other") byForm.set(formId, [...(byForm.get(formId) ?? []), { id, name }]);
  }
  return byForm;
}

async function activitiesOf(ex: Executor, answers: Answers, cycle: Period) {
  const formIds = answers.map((answer) => answer.formId);
  const uploads = await uploadsByForm(ex, formIds);
  const activities: EvidenceActivity[] = [];
  for (const { formId, values } of answers) {
    const activity = evidenceActivityOf(formId, values, uploads.get(formId) ?? []);
    if (activity && activity.date >= cycle.startsOn && activity.date <= cycle.endsOn) {
      activities.push(activity);
    }
  }
  return activities.sort((a, b) => a.date.localeCompare(b.date) || a.formId - b.formId);
}

/** The account's log in the cycle as it stands: what a submission now would send. */
export async function loggedActivities(ex: Executor, userId: number, cycle: Period) {
  return activitiesOf(ex, await findCompletedAnswers(ex, userId, CPD_ACTIVITY_FORM_TYPE), cycle);
}

/** The activities a practitioner submitted, as the desk reviews them. */
export async function submittedActivities(ex: Executor, formIds: readonly number[], cycle: Period) {
  return activitiesOf(ex, await findCompletedAnswersOf(ex, formIds, CPD_ACTIVITY_FORM_TYPE), cycle);
}
