import { type FormEvent, useId, useState } from "react";
import { ErrorSummary } from "../../components/error-summary.tsx";
import { type Refusal, useAction } from "../../lib/loading.tsx";

/** What is wrong with each box of a form, in the contract's words. */
export type Problems<Box extends string> = Partial<Record<Box, string>>;

/**
 * The boxes of a plan form (adding or changing a goal, recording the review): what is typed,
 * each box's props, and `submit`, which checks them with `read` (the contract's words) and runs
 * `send` with what it read, or marks the boxes in error. `summary` is the form's error summary:
 * a link to each box in error in the form's order (named by its message, as GOV.UK's summary
 * does), else the service's refusal; keyed by the attempt, so each refused try takes focus.
 */
export function usePlanBoxes<Box extends string, Read>(
  order: readonly Box[],
  initial: Record<Box, string>,
  read: (texts: Record<Box, string>) => { value: Read } | { problems: Problems<Box> },
) {
  const id = useId();
  const boxId = (box: Box) => `${id}-${box}`;
  const [texts, setTexts] = useState(initial);
  const [problems, setProblems] = useState<Problems<Box>>({});
  const [attempt, setAttempt] = useState(0);
  const { busy, refusal, run } = useAction();
  const control = (box: Box) => ({
    id: boxId(box),
    value: texts[box],
    error: problems[box],
    onChange: (value: string) => setTexts((before) => ({ ...before, [box]: value })),
  });
  const submit = (send: (value: Read) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    const result = read(texts);
    setProblems("problems" in result ? result.problems : {});
    setAttempt((a) => a + 1);
    if ("value" in result) await run(() => send(result.value));
  };
  const summary = (
    <BoxesSummary
      attempt={attempt}
      problems={problems}
      refusal={refusal}
      order={order}
      idOf={boxId}
    />
  );
  return { id, texts, setTexts, control, submit, summary, busy };
}

function BoxesSummary<Box extends string>({
  attempt,
  problems,
  refusal,
  order,
  idOf,
}: {
  attempt: number;
  problems: Problems<Box>;
  refusal: Refusal | undefined;
  order: readonly Box[];
  idOf(box: Box): string;
}) {
  const fields = order.flatMap((box) => {
    const message = problems[box];
    return message ? [{ id: idOf(box), label: message }] : [];
  });
  if (fields.length > 0) return <ErrorSummary key={`boxes-${attempt}`} fields={fields} />;
  if (refusal) return <ErrorSummary key={`refusal-${refusal.attempt}`} message={refusal.message} />;
  return null;
}
