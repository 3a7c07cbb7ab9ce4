// The checks of a row's list cells – its scopes and its conditions – item by item, each
// problem in an operator's words naming the item, and what each item becomes on the register.
import { conditionTypes, practiceTypeNames, registrationStatusNames } from "@portal/contract";
import { toStoredDate } from "@portal/forms";
import type { NewCondition } from "../conditions-store.ts";
import type { NewPractice } from "../store.ts";
import { IMPORTED_DECISION, splitList } from "./register-columns.ts";

/** What a list cell gave: the items it holds, and what is wrong with the others. */
export interface Checked<T> {
  items: T[];
  problems: string[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD of a real day, else undefined (31/02 and 2026-02-30 are no days). */
export const dayOf = (text: string) =>
  DAY.test(text) ? (toStoredDate(text) ?? undefined) : undefined;

export const notADay = (text: string) => `"${text}" is not a date (YYYY-MM-DD)`;

/** "a, b or c", as a refusal lists what it takes. */
export const oneOf = (names: readonly string[]) =>
  `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;

const SCOPE_SHAPE = "Scope name|YYYY-MM-DD|Status, then if known |qualifications|HPI number";

/** `Scope name|YYYY-MM-DD|Status[|qualifications[|HPI number]]; …`: one at least. */
export function checkScopes(cell: string): Checked<NewPractice> {
  const checked: Checked<NewPractice> = { items: [], problems: [] };
  const listed = splitList(cell);
  if (listed.length === 0) checked.problems.push("at least one scope is required");
  const seen = new Set<string>();
  for (const parts of listed) {
    const [practice = "", date = "", status = "", qualifications = "", hpiNumber = ""] = parts;
    const problems: string[] = [];
    if (parts.length < 3 || parts.length > 5) {
      checked.problems.push(`"${parts.join("|")}" is not ${SCOPE_SHAPE}`);
      continue;
    }
    if (!practiceTypeNames.some((name) => name === practice)) {
      problems.push(`"${practice}" is not a scope of the register`);
    } else if (seen.has(practice)) {
      problems.push(`"${practice}" is given twice`);
    }
    seen.add(practice);
    const registrationDate = dayOf(date);
    if (!registrationDate) problems.push(notADay(date));
    if (!registrationStatusNames.some((name) => name === status)) {
      problems.push(`"${status}" is not a registration status (${oneOf(registrationStatusNames)})`);
    }
    if (qualifications.length > 1000) {
      problems.push(`the qualifications of "${practice}" are longer than 1,000 characters`);
    }
    if (hpiNumber.length > 20) {
      problems.push(`the HPI number "${hpiNumber}" is longer than 20 characters`);
    }
    checked.problems.push(...problems);
    if (problems.length === 0) {
      checked.items.push({
        practice,
        qualifications,
        registrationDate: registrationDate!,
        hpiNumber,
        status,
      });
    }
  }
  return checked;
}

const CONDITION_SHAPE =
  "Type|wording|YYYY-MM-DD start|YYYY-MM-DD end or empty, then if any |YYYY-MM-DD review";

/** A date part that may be empty: null then; undefined (with a problem) when not a day. */
function optionalDay(text: string, problems: string[]): string | null | undefined {
  if (text === "") return null;
  const day = dayOf(text);
  if (!day) problems.push(notADay(text));
  return day;
}

/** `Type|wording|start|end[|review]; …`, none at all as well. */
export function checkConditions(cell: string): Checked<NewCondition> {
  const checked: Checked<NewCondition> = { items: [], problems: [] };
  for (const parts of splitList(cell)) {
    const [type = "", wording = "", start = "", end = "", review = ""] = parts;
    if (parts.length < 3 || parts.length > 5) {
      checked.problems.push(`"${parts.join("|")}" is not ${CONDITION_SHAPE}`);
      continue;
    }
    const problems: string[] = [];
    if (!conditionTypes.some((name) => name === type)) {
      problems.push(`"${type}" is not a type of condition (${oneOf(conditionTypes)})`);
    }
    if (wording === "") problems.push(`the ${type} condition has no wording`);
    if (wording.length > 2000) {
      problems.push(`the wording of the ${type} condition is longer than 2,000 characters`);
    }
    const startsOn = dayOf(start);
    if (!startsOn) problems.push(notADay(start));
    const endsOn = optionalDay(end, problems);
    const reviewOn = optionalDay(review, problems);
    if (startsOn && endsOn && endsOn < startsOn) {
      problems.push(`the condition ends on ${endsOn}, before it starts on ${startsOn}`);
    }
    checked.problems.push(...problems);
    if (problems.length === 0) {
      checked.items.push({
        type,
        wording,
        startsOn: startsOn!,
        endsOn: endsOn ?? null,
        reviewOn: reviewOn ?? null,
        decision: IMPORTED_DECISION,
        liftedOn: null,
      });
    }
  }
  return checked;
}
