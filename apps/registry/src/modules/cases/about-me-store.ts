// SQL of what a practitioner is shown of the cases about them: their cases' own columns (never
// the triage, the claimant or the raiser's answers) with their stage's name as the desk calls it,
// and the events the desk released to them.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { caseEvents, caseStages, concernCases } from "../../db/schema.ts";

/** Every case about practitioner `practitionerId`, the most recently received first. */
export async function findCasesAbout(ex: Executor, practitionerId: number) {
  return ex
    .select({
      id: concernCases.id,
      reference: concernCases.reference,
      formId: concernCases.formId,
      receivedAt: concernCases.receivedAt,
      stage: concernCases.stage,
      stageName: caseStages.name,
      outcome: concernCases.outcome,
      linkedToId: concernCases.linkedToId,
    })
    .from(concernCases)
    .innerJoin(caseStages, eq(caseStages.code, concernCases.stage))
    .where(eq(concernCases.practitionerId, practitionerId))
    .orderBy(desc(concernCases.receivedAt), desc(concernCases.id));
}

/** The events of cases `caseIds` released to the practitioner, oldest first. */
export async function findReleasedEvents(ex: Executor, caseIds: readonly number[]) {
  if (caseIds.length === 0) return [];
  return ex
    .select({ caseId: caseEvents.caseId, at: caseEvents.at, text: caseEvents.text })
    .from(caseEvents)
    .where(
      and(inArray(caseEvents.caseId, [...caseIds]), eq(caseEvents.releasedToPractitioner, true)),
    )
    .orderBy(asc(caseEvents.at), asc(caseEvents.id));
}
