import type { CaseDetail } from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import { DataTable } from "../../../components/data-table.tsx";
import { ErrorSummary } from "../../../components/error-summary.tsx";
import { useAction } from "../../../lib/loading.tsx";
import { useInstantText } from "../desk-format.ts";

const HEADERS = ["Task", "Due", "Done"];

/** The case's tasks with their due days, each marked done from here while the case is open. */
export function CaseTasks({
  tasks,
  open,
  markDone,
  onChanged,
}: {
  tasks: CaseDetail["tasks"];
  /** Whether the case is still worked (a closed case's tasks are only read). */
  open: boolean;
  markDone(taskId: number): Promise<void>;
  onChanged(): void;
}) {
  const instantText = useInstantText();
  const { busy, refusal, run } = useAction();
  const done = (taskId: number) =>
    void run(async () => {
      await markDone(taskId);
      onChanged();
    });
  return (
    <section aria-labelledby="case-tasks-heading" className="mb-4">
      <h3 id="case-tasks-heading" className="h4">
        Tasks
      </h3>
      {refusal && <ErrorSummary key={refusal.attempt} message={refusal.message} />}
      <DataTable
        labelledBy="case-tasks-heading"
        headers={HEADERS}
        rows={tasks}
        rowKey={(task) => task.id}
        emptyText="The case has no tasks."
        cells={(task) => (
          <>
            <th scope="row" className="fw-normal">
              {task.title}
            </th>
            <td className="text-nowrap">{toDisplayDate(task.dueOn)}</td>
            <td>
              {task.doneAt ? (
                instantText(task.doneAt)
              ) : open ? (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  disabled={busy}
                  onClick={() => done(task.id)}
                >
                  Done<span className="visually-hidden">: {task.title}</span>
                </button>
              ) : (
                "Not done"
              )}
            </td>
          </>
        )}
      />
    </section>
  );
}
