import type { FormEvent, ReactNode } from "react";
import { useAction } from "../../../lib/loading.tsx";
import { FormFrame } from "../form-frame.tsx";
import { type Box, readBoxes } from "../read-boxes.ts";
import { useBoxes } from "../use-boxes.tsx";
import type { CaseActions } from "./cases-api.ts";

/**
 * A form's boxes, each with its id under the form's `name`, and `read()`: their values (a day
 * as YYYY-MM-DD, "" when empty), or undefined when one is wrong, which is then told on the box
 * and in the summary above the form.
 */
export function useCaseBoxes<Name extends string>(
  name: string,
  boxes: Record<Name, Box>,
  initial: Record<Name, string>,
) {
  const state = useBoxes(
    boxes,
    () => initial,
    (box: Name) => `${name}-${box}`,
  );
  const read = () => {
    const found = readBoxes(boxes, state.texts);
    return state.check<Record<Name, string>>(
      "values" in found ? { body: found.values } : { errors: found.errors },
    );
  };
  return { ...state, read };
}

/** What each form that works a case is given: the case's actions, and whom to tell it is done. */
export interface CaseFormProps {
  actions: CaseActions;
  onDone(done: string): void;
}

/**
 * One of the forms that work a case (or set the case stages), in its card: its heading, the
 * refusal of the service (its message, in the error summary), its button held while it sends. `send` gives the call to make, or nothing
 * when a box is wrong; once the service has it, `onDone` is told what was done.
 */
export function CaseForm({
  title,
  submitText,
  summary,
  send,
  done,
  onDone,
  danger = false,
  children,
}: {
  title: string;
  submitText: string;
  /** The boxes' own error summary (useCaseBoxes), if the form checks any. */
  summary?: ReactNode;
  send(): (() => Promise<void>) | undefined;
  /** What is told once it is done ("The note is added."). */
  done: string;
  onDone(done: string): void;
  /** A button that changes what cannot be taken back (an outcome). */
  danger?: boolean;
  children: ReactNode;
}) {
  const { busy, refusal, run } = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const call = send();
    if (!call) return;
    void run(async () => {
      await call();
      onDone(done);
    });
  };
  return (
    <div className="card mb-4">
      <div className="card-body">
        <FormFrame
          title={title}
          level="h4"
          onSubmit={submit}
          summary={summary}
          refusal={refusal}
          busy={busy}
          submit={{
            text: submitText,
            busyText: "Sending...",
            className: danger ? "btn btn-danger" : "btn btn-primary",
          }}
        >
          {children}
        </FormFrame>
      </div>
    </div>
  );
}
