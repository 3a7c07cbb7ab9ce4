// Cases as the desk's lists show them (the queue, the CSV, the head of a case): each row with its
// practitioner on the register, the name the raiser gave, its claimant's e-mail and its days in
// the stage on the regulator's calendar – read from the register, the forms and the staff for
// all the rows at once.
import { type CaseItem, calendarDateAt, daysBetween } from "@portal/contract";
import type { Executor } from "../../db/client.ts";
import { answerText, findFieldAnswers } from "../forms/index.ts";
import { findPractitionerNames } from "../register/index.ts";
import { findStaffEmails } from "../staff/index.ts";
import type { CaseRow } from "./store.ts";

/** Days since `since` on the regulator's calendar, as of `now`. */
export const daysSince = (since: Date, now: Date, timeZone: string) =>
  daysBetween(calendarDateAt(since, timeZone), calendarDateAt(now, timeZone));

export async function caseItems(
  ex: Executor,
  rows: readonly CaseRow[],
  now: { at: Date; timeZone: string },
): Promise<CaseItem[]> {
  const practitioners = await findPractitionerNames(
    ex,
    rows.flatMap((r) => (r.practitionerId === null ? [] : [r.practitionerId])),
  );
  const claimants = await findStaffEmails(
    ex,
    rows.flatMap((r) => (r.claimedBy === null ? [] : [r.claimedBy])),
  );
  const named = await findFieldAnswers(
    ex,
    rows.filter((r) => r.practitionerId === null).map((r) => r.formId),
    "practitioner_name",
  );
  return rows.map((r) => {
    const found = r.practitionerId === null ? undefined : practitioners.get(r.practitionerId);
    return {
      reference: r.reference,
      receivedAt: r.receivedAt.toISOString(),
      source: r.source,
      practitioner: found
        ? { personId: found.personId, registrationNumber: found.personId, name: found.name }
        : null,
      practitionerNamed: answerText(named.get(r.formId)),
      category: r.category,
      risk: r.risk,
      stage: r.stage,
      stageSince: r.stageSince.toISOString(),
      daysInStage: daysSince(r.stageSince, now.at, now.timeZone),
      claimedBy: r.claimedBy === null ? null : (claimants.get(r.claimedBy) ?? null),
      linkedTo: r.linkedTo,
      outcome: r.outcome,
    };
  });
}
