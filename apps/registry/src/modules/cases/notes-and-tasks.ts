// Notes and tasks on a case. A note goes on the timeline, released to the practitioner when the
// investigator says so (nothing else of a case ever is). A task has a due day on the regulator's
// calendar; the reminder job (task-reminders.ts) e-mails about it once it is due and not done.
import { type CaseNoteBody, type CaseTaskBody, caseRefusals, longDay } from "@portal/contract";
import { ClientError } from "../../http/client-error.ts";
import type { StepWork } from "./case-steps.ts";
import { findCaseTask, insertCaseEvent, insertCaseTask, markTaskDone } from "./timeline-store.ts";

export const noteStep =
  (body: CaseNoteBody, staffId: number): StepWork =>
  async (tx, found, at) => {
    const text = body.text.trim();
    if (text === "") throw new ClientError(400, caseRefusals.noteBlank);
    const released = body.releasedToPractitioner;
    await insertCaseEvent(tx, {
      caseId: found.id,
      at,
      staffId,
      kind: "note",
      text,
      releasedToPractitioner: released,
    });
    return { action: "case.note_added", after: { text, releasedToPractitioner: released } };
  };

export const taskStep =
  (body: CaseTaskBody, staffId: number): StepWork =>
  async (tx, found, at) => {
    const title = body.title.trim();
    if (title === "") throw new ClientError(400, caseRefusals.taskTitleBlank);
    const task = await insertCaseTask(tx, {
      caseId: found.id,
      title,
      dueOn: body.dueOn,
      createdBy: staffId,
    });
    await insertCaseEvent(tx, {
      caseId: found.id,
      at,
      staffId,
      kind: "task",
      text: `Task added: ${title}, due ${longDay(body.dueOn)}`,
      detail: { taskId: task.id },
    });
    return { action: "case.task_added", after: { taskId: task.id, title, dueOn: body.dueOn } };
  };

export const taskDoneStep =
  (taskId: number, staffId: number): StepWork =>
  async (tx, found, at) => {
    const task = Number.isSafeInteger(taskId)
      ? await findCaseTask(tx, found.id, taskId)
      : undefined;
    if (!task) throw new ClientError(404, caseRefusals.taskNotFound);
    if (task.doneAt !== null) return undefined;
    await markTaskDone(tx, task.id, at);
    await insertCaseEvent(tx, {
      caseId: found.id,
      at,
      staffId,
      kind: "task",
      text: `Task done: ${task.title}`,
      detail: { taskId: task.id },
    });
    return {
      action: "case.task_done",
      before: { taskId: task.id, doneAt: null },
      after: { taskId: task.id, title: task.title, doneAt: at.toISOString() },
    };
  };
