import type { DeskCondition, LiftConditionBody } from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import type { FormEvent } from "react";
import { DateInput } from "../../../components/date-input.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { useAction } from "../../../lib/loading.tsx";
import { useToday } from "../desk-format.ts";
import { FormFrame } from "../form-frame.tsx";
import { useBoxes } from "../use-boxes.tsx";
import { liftBoxes, readLift } from "./condition-read.ts";
import { liftCondition } from "./conditions-api.ts";

/**
 * Lifts a condition from a day (today unless the decision says otherwise), with the decision
 * that lifted it. From that day it is no longer in force, on the public register too.
 */
export function LiftForm({
  personId,
  condition,
  onDone,
  onCancel,
}: {
  personId: string;
  condition: DeskCondition;
  onDone(done: string): void;
  onCancel(): void;
}) {
  const today = useToday();
  const { control, texts, check, summary } = useBoxes(
    liftBoxes,
    () => ({ liftedOn: toDisplayDate(today), decision: "" }),
    (name: keyof LiftConditionBody) => `lift-${condition.id}-${name}`,
  );
  const { busy, refusal, run } = useAction();
  const lift = async (event: FormEvent) => {
    event.preventDefault();
    const body = check(readLift(texts, condition));
    if (!body) return;
    await run(async () => {
      await liftCondition(personId, condition.id, body);
      onDone(`The condition is lifted from ${toDisplayDate(body.liftedOn)}.`);
    });
  };
  return (
    <FormFrame
      title="Lift this condition"
      level="h5"
      onSubmit={lift}
      summary={summary}
      refusal={refusal}
      busy={busy}
      submit={{ text: "Lift the condition", busyText: "Lifting...", className: "btn btn-danger" }}
      onCancel={onCancel}
    >
      <DateInput {...control("liftedOn")} className="col-md-4" />
      <LabelledInput {...control("decision")} maxLength={500} className="col-md-8" />
    </FormFrame>
  );
}
