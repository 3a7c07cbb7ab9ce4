import { type ConditionBody, conditionTypes, type DeskCondition } from "@portal/contract";
import type { FormEvent } from "react";
import { useAction } from "../../../lib/loading.tsx";
import { FormFrame } from "../form-frame.tsx";
import { useBoxes } from "../use-boxes.tsx";
import { ConditionFields } from "./condition-fields.tsx";
import { conditionBoxes, conditionTexts, readCondition } from "./condition-read.ts";
import { saveCondition } from "./conditions-api.ts";

export interface ConditionFormProps {
  personId: string;
  /** The condition whose terms are varied (the form opens under it); a new one without. */
  condition?: DeskCondition;
  /** Told what was done once the service has it. */
  onDone(done: string): void;
  onCancel?: () => void;
}

/**
 * Imposes a condition on a practitioner's practice, or varies one's terms: its type, the
 * wording the public register shows, the day it starts, its end and review days if any, and the
 * decision behind it. Checked here first; the service checks it again and says what it refuses.
 */
export function ConditionForm({ personId, condition, onDone, onCancel }: ConditionFormProps) {
  const prefix = condition ? `vary-${condition.id}` : "impose";
  const { control, texts, check, summary } = useBoxes(
    conditionBoxes,
    () => conditionTexts(condition, conditionTypes[0]),
    (name: keyof ConditionBody) => `${prefix}-${name}`,
  );
  const { busy, refusal, run } = useAction();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = check(readCondition(texts));
    if (!body) return;
    await run(async () => {
      await saveCondition(personId, body, condition?.id);
      onDone(condition ? "The condition's new terms are saved." : "The condition is imposed.");
    });
  };
  return (
    <FormFrame
      title={condition ? "Vary this condition" : "Impose a condition"}
      level={condition ? "h5" : "h4"}
      onSubmit={save}
      summary={summary}
      refusal={refusal}
      busy={busy}
      submit={{ text: condition ? "Save the new terms" : "Impose the condition" }}
      onCancel={onCancel}
    >
      <ConditionFields control={control} />
    </FormFrame>
  );
}
