// SQL of a case's timeline: its events (every step, oldest first) and its tasks with their due
// days, and the tasks due a reminder. Only the cases' own tables.
import { CLOSED_STAGE } from "@portal/contract";
import { and, asc, eq, isNull, lte, ne } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { anyRow, firstRow } from "../../db/rows.ts";
import { caseEvents, caseTasks, concernCases } from "../../db/schema.ts";

export type CaseEventKind =
  | "received"
  | "claimed"
  | "released"
  | "triaged"
  | "stage"
  | "note"
  | "task"
  | "letter"
  | "outcome";

export interface NewCaseEvent {
  caseId: number;
  at: Date;
  /** Null for the service's own steps (received, a task's reminder). */
  staffId: number | null;
  kind: CaseEventKind;
  text: string;
  releasedToPractitioner?: boolean;
  detail?: Record<string, unknown>;
}

export async function insertCaseEvent(ex: Executor, event: NewCaseEvent): Promise<void> {
  await ex.insert(caseEvents).values(event);
}

/** The case's events, oldest first. */
export async function findCaseEvents(ex: Executor, caseId: number) {
  return ex
    .select({
      at: caseEvents.at,
      staffId: caseEvents.staffId,
      kind: caseEvents.kind,
      text: caseEvents.text,
      releasedToPractitioner: caseEvents.releasedToPractitioner,
    })
    .from(caseEvents)
    .where(eq(caseEvents.caseId, caseId))
    .orderBy(asc(caseEvents.at), asc(caseEvents.id));
}

const taskColumns = {
  id: caseTasks.id,
  title: caseTasks.title,
  dueOn: caseTasks.dueOn,
  doneAt: caseTasks.doneAt,
};

/** The case's tasks, the soonest due first. */
export async function findCaseTasks(ex: Executor, caseId: number) {
  return ex
    .select(taskColumns)
    .from(caseTasks)
    .where(eq(caseTasks.caseId, caseId))
    .orderBy(asc(caseTasks.dueOn), asc(caseTasks.id));
}

export async function insertCaseTask(
  ex: Executor,
  task: { caseId: number; title: string; dueOn: string; createdBy: number },
) {
  const [row] = await ex.insert(caseTasks).values(task).returning(taskColumns);
  return row!;
}

/** The case's task `taskId`; undefined for a task of another case or none. */
export async function findCaseTask(ex: Executor, caseId: number, taskId: number) {
  return firstRow(
    ex
      .select(taskColumns)
      .from(caseTasks)
      .where(and(eq(caseTasks.caseId, caseId), eq(caseTasks.id, taskId))),
  );
}

export async function markTaskDone(ex: Executor, taskId: number, at: Date): Promise<void> {
  await ex
    .update(caseTasks)
    .set({ doneAt: at })
    .where(and(eq(caseTasks.id, taskId), isNull(caseTasks.doneAt)));
}

/** Tasks due on or before `today`, not done and not yet reminded of, of cases still open. */
export async function findTasksDue(ex: Executor, today: string) {
  return ex
    .select({
      ...taskColumns,
      caseId: concernCases.id,
      reference: concernCases.reference,
      claimedBy: concernCases.claimedBy,
    })
    .from(caseTasks)
    .innerJoin(concernCases, eq(concernCases.id, caseTasks.caseId))
    .where(
      and(
        lte(caseTasks.dueOn, today),
        isNull(caseTasks.doneAt),
        isNull(caseTasks.remindedOn),
        ne(concernCases.stage, CLOSED_STAGE),
      ),
    )
    .orderBy(asc(caseTasks.dueOn), asc(caseTasks.id));
}

/** Records the task's one reminder on `today`; false when another instance sent it already. */
export async function markReminded(ex: Executor, taskId: number, today: string) {
  return anyRow(
    ex
      .update(caseTasks)
      .set({ remindedOn: today })
      .where(and(eq(caseTasks.id, taskId), isNull(caseTasks.remindedOn), isNull(caseTasks.doneAt)))
      .returning({ id: caseTasks.id }),
  );
}
