// What a signed-in practitioner is shown of the concerns about them (the dashboard's section):
// each case the desk has told them of, with its reference, day received, stage, outcome and
// the updates (notes, letters) the desk released to them. The raiser is named only when they agreed to it (share_identity, read by
// concernAnswers), and only on their own case; nothing else of the concern's answers leaves
// here. A concern joined to another case of theirs is shown through that case, its released
// updates with it; one joined to a case about someone else (or no one on the register) stays
// shown as itself, so that nothing of another's case is ever shown.
import {
  CLOSED_STAGE,
  type ConcernAboutMe,
  type ConcernsAboutMe,
  calendarDateAt,
  caseOutcomeNames,
} from "@portal/contract";
import type { Executor } from "../../db/client.ts";
import { findSavedValues, type SavedValues } from "../forms/index.ts";
import { findLinkedPractitioner } from "../register/index.ts";
import { findCasesAbout, findReleasedEvents } from "./about-me-store.ts";
import { concernAnswers } from "./concern-answers.ts";

/** The raiser's name when they agreed to share it with the practitioner; else undefined. */
async function namedRaiser(ex: Executor, formId: number): Promise<string | undefined> {
  const { raiser, sharesIdentity } = concernAnswers(
    (await findSavedValues(ex, formId)) as SavedValues,
  );
  return sharesIdentity && raiser.name !== "" ? raiser.name : undefined;
}

export async function concernsAboutMe(
  deps: { db: Executor; timeZone: string },
  userId: number,
): Promise<ConcernsAboutMe> {
  const { db, timeZone } = deps;
  const practitionerId = await findLinkedPractitioner(db, userId);
  if (practitionerId === undefined) return { cases: [] };
  const rows = await findCasesAbout(db, practitionerId);
  const mine = new Set(rows.map((r) => r.id));
  /** The case each of theirs is shown as: the one it joined, when that one is theirs too. */
  const shownAs = new Map(
    rows.map((r) => [r.id, r.linkedToId !== null && mine.has(r.linkedToId) ? r.linkedToId : r.id]),
  );
  const updates = new Map<number, ConcernAboutMe["updates"]>();
  for (const event of await findReleasedEvents(db, [...mine])) {
    const shown = shownAs.get(event.caseId)!;
    updates.set(shown, [
      ...(updates.get(shown) ?? []),
      { at: event.at.toISOString(), text: event.text },
    ]);
  }
  const cases: ConcernAboutMe[] = [];
  // A case is shown once the desk has told the practitioner something of it (a released note, a
  // letter): not from the day it is received, when it may yet close at triage unshared.
  const shown = rows.filter((r) => shownAs.get(r.id) === r.id && updates.has(r.id));
  for (const row of shown) {
    const raisedBy = await namedRaiser(db, row.formId);
    cases.push({
      reference: row.reference,
      receivedOn: calendarDateAt(row.receivedAt, timeZone),
      stage: row.stageName,
      ...(row.stage === CLOSED_STAGE && row.outcome
        ? { outcome: caseOutcomeNames[row.outcome] }
        : {}),
      ...(raisedBy === undefined ? {} : { raisedBy }),
      updates: updates.get(row.id) ?? [],
    });
  }
  return { cases };
}
