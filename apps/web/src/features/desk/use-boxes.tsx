import { type FormEvent, type ReactNode, useState } from "react";
import { ErrorSummary } from "../../components/error-summary.tsx";
import { useAction } from "../../lib/loading.tsx";
import { type Box, problemsOf } from "./read-boxes.ts";

/**
 * The boxes of a small form (a condition's, a case's): what each holds, its control's props,
 * and `check`, which keeps what a read of them found wrong (shown on each box and in a summary
 * put above the form, mounted anew on every attempt so focus moves to it) and gives the body
 * when all is well.
 */
export function useBoxes<Name extends string>(
  boxes: Record<Name, Box>,
  initial: () => Record<Name, string>,
  idOf: (name: Name) => string,
) {
  const [texts, setTexts] = useState(initial);
  const [checked, setChecked] = useState<{
    errors: Partial<Record<Name, string>>;
    attempt: number;
  }>();

  const control = (name: Name) => ({
    id: idOf(name),
    label: boxes[name].label,
    value: texts[name],
    error: checked?.errors[name],
    onChange: (value: string) => setTexts((all) => ({ ...all, [name]: value })),
  });

  const check = <Body,>(
    read: { body: Body } | { errors: Partial<Record<Name, string>> },
  ): Body | undefined => {
    if ("body" in read) {
      setChecked(undefined);
      return read.body;
    }
    setChecked((last) => ({ errors: read.errors, attempt: (last?.attempt ?? 0) + 1 }));
    return undefined;
  };

  const summary: ReactNode = checked && (
    <ErrorSummary key={checked.attempt} fields={problemsOf(boxes, checked.errors, idOf)} />
  );
  return { texts, control, check, summary };
}

/**
 * A small form's boxes and its sending, as FormFrame shows them: on submit the boxes are read
 * (`read` gives the body, or what is wrong with each box), and a body is sent, one attempt at a
 * time, its refusal kept for the frame's summary. `frame` is spread on the FormFrame.
 */
export function useBoxesForm<Name extends string, Body>(
  boxes: Record<Name, Box>,
  initial: () => Record<Name, string>,
  idOf: (name: Name) => string,
  read: (texts: Record<Name, string>) => { body: Body } | { errors: Partial<Record<Name, string>> },
  send: (body: Body) => Promise<void>,
) {
  const state = useBoxes(boxes, initial, idOf);
  const { busy, refusal, run } = useAction();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = state.check(read(state.texts));
    if (body !== undefined) await run(() => send(body));
  };
  return { ...state, frame: { onSubmit, summary: state.summary, refusal, busy } };
}
