// A CPD activity as the log counts it, read by field name from the practitioner's completed
// CPD-ACTIVITY form (apps/registry/forms/cpd-activity.yaml): the day it took place, its
// category, its hours, its description and the plan goal it serves. The form stays the one
// record of the activity; this is its reading.
import {
  type CpdCategory,
  cpdCategories,
  type EvidenceActivity,
  PLAN_GOAL_FIELD,
} from "@portal/contract";
import { answerOf, answerText, type NamedValues } from "../forms/index.ts";

export interface CpdActivity {
  /** YYYY-MM-DD. */
  date: string;
  category: CpdCategory;
  hours: number;
  description: string;
  /** The id of the practitioner's plan goal it is linked to, if any. */
  goalId?: number;
}

/** The activity a completed form records, or undefined when it cannot count toward a cycle. */
export function cpdActivityOf(values: NamedValues): CpdActivity | undefined {
  const text = (fieldName: string) => answerText(answerOf(values, fieldName));
  const date = text("activity_date");
  const category = text("category");
  const hours = Number(text("hours"));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  if (!(cpdCategories as readonly string[]).includes(category)) return undefined;
  if (!Number.isFinite(hours) || hours <= 0) return undefined;
  const goalId = Number(text(PLAN_GOAL_FIELD) || Number.NaN);
  return {
    date,
    category: category as CpdCategory,
    hours,
    description: text("description"),
    ...(Number.isSafeInteger(goalId) ? { goalId } : {}),
  };
}

/**
 * The activity with every answer a reviewer reads – what was done, learnt and changed – and
 * its uploads (`files`), or undefined when it cannot count toward a cycle.
 */
export function evidenceActivityOf(
  formId: number,
  values: NamedValues,
  files: EvidenceActivity["files"],
): EvidenceActivity | undefined {
  const activity = cpdActivityOf(values);
  if (!activity) return undefined;
  const text = (fieldName: string) => answerText(answerOf(values, fieldName));
  return {
    formId,
    ...activity,
    provider: text("provider"),
    description: text("description"),
    learning: text("learning"),
    practiceChange: text("practice_change"),
    files,
  };
}
