// One case as the desk reads it: the queue's columns, the concern as the raiser answered it (the
// forms module's answeredPages, as a submission is read) with its files, its tasks, its events
// oldest first, the concerns joined to it and whether the raiser agreed to be named to the
// practitioner. A read by a person is recorded in the staff audit as a view; the answer to a step
// is the same read, unrecorded (the step is recorded instead).
import {
  type CaseDetail,
  CONCERN_FORM_TYPE,
  CONCERN_REFERENCE_PATTERN,
  caseRefusals,
} from "@portal/contract";
import type { Executor } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { listFilesOfForm } from "../files/index.ts";
import {
  answeredPages,
  findFormsForReview,
  findSavedValues,
  type SavedValues,
} from "../forms/index.ts";
import { findStaffEmails } from "../staff/index.ts";
import type { CaseActor, CaseDeps } from "./case-deps.ts";
import { caseItems } from "./case-items.ts";
import { concernAnswers } from "./concern-answers.ts";
import { type CaseRow, findCase, findJoined } from "./store.ts";
import { findCaseEvents, findCaseTasks } from "./timeline-store.ts";

/** The case of `reference` (its row held for `ex`'s transaction with `lock`), else a 404. */
export async function caseOrRefuse(ex: Executor, reference: string, lock = false) {
  const found = CONCERN_REFERENCE_PATTERN.test(reference)
    ? await findCase(ex, reference, lock)
    : undefined;
  if (!found) throw new ClientError(404, caseRefusals.notFound);
  return found;
}

/** The raiser's answers and the form they were given on. */
export async function concernOf(deps: Pick<CaseDeps, "catalogue">, ex: Executor, row: CaseRow) {
  // As review reads a submission's snapshot: saved by the forms module, in its own shape.
  const values = (await findSavedValues(ex, row.formId)) as SavedValues;
  const [form] = await findFormsForReview(ex, [row.formId]);
  const definition =
    form &&
    (await deps.catalogue.of({
      formTypeCode: CONCERN_FORM_TYPE,
      definitionVersion: form.definitionVersion,
      apcYear: form.apcYear,
    }));
  if (!definition) throw new Error(`case ${row.reference}: no definition of its concern`);
  return { values, definition, answers: concernAnswers(values) };
}

export async function caseDetail(deps: CaseDeps, ex: Executor, row: CaseRow): Promise<CaseDetail> {
  const [item] = await caseItems(ex, [row], { at: deps.clock(), timeZone: deps.timeZone });
  const concern = await concernOf(deps, ex, row);
  const events = await findCaseEvents(ex, row.id);
  const staff = await findStaffEmails(
    ex,
    events.flatMap((e) => (e.staffId === null ? [] : [e.staffId])),
  );
  return {
    ...item!,
    sharesIdentity: concern.answers.sharesIdentity,
    pages: answeredPages(concern.definition, concern.values, undefined),
    files: await listFilesOfForm(ex, row.formId),
    tasks: (await findCaseTasks(ex, row.id)).map((t) => ({
      ...t,
      doneAt: t.doneAt?.toISOString() ?? null,
    })),
    events: events.map((e) => ({
      at: e.at.toISOString(),
      by: e.staffId === null ? null : (staff.get(e.staffId) ?? null),
      kind: e.kind as CaseDetail["events"][number]["kind"],
      text: e.text,
      releasedToPractitioner: e.releasedToPractitioner,
    })),
    joined: await findJoined(ex, row.id),
  };
}

/** The case as a person reads it, recorded in the staff audit as their view. */
export async function viewCase(
  deps: CaseDeps,
  actor: CaseActor,
  reference: string,
): Promise<CaseDetail> {
  const { db } = deps;
  const detail = await caseDetail(deps, db, await caseOrRefuse(db, reference));
  await deps.audit.recordIn(db, {
    staffId: actor.staffId,
    action: "case.viewed",
    submissionId: null,
    after: { reference },
  });
  return detail;
}
