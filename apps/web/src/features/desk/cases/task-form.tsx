import { DateInput } from "../../../components/date-input.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { CaseForm, type CaseFormProps, useCaseBoxes } from "./case-form.tsx";

const boxes = {
  title: { label: "Task", missing: "Say what the task is." },
  dueOn: { label: "Due date", day: true as const, missing: "Enter the day the task is due." },
};

/** A task on the case, due on a day. */
export function TaskForm({ actions, onDone }: CaseFormProps) {
  const { control, read, summary } = useCaseBoxes("case-task", boxes, { title: "", dueOn: "" });
  const send = () => {
    const values = read();
    return values && (() => actions.addTask(values));
  };
  return (
    <CaseForm
      title="Add a task"
      submitText="Add the task"
      summary={summary}
      send={send}
      done="The task is added."
      onDone={onDone}
    >
      <LabelledInput {...control("title")} maxLength={300} className="col-md-8" />
      <DateInput {...control("dueOn")} className="col-md-4" />
    </CaseForm>
  );
}
