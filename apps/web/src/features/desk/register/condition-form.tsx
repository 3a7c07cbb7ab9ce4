import { type ConditionBody, conditionTypes, type DeskCondition } from "@portal/contract";
import type { FormEvent } from "react";
import { DateInput } from "../../../components/date-input.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { useAction } from "../../../lib/loading.tsx";
import { ConditionFormFrame } from "./condition-form-frame.tsx";
import { conditionBoxes, conditionTexts, readCondition } from "./condition-read.ts";
import { saveCondition } from "./conditions-api.ts";
import { useConditionBoxes } from "./use-condition-boxes.tsx";

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
  const { control, texts, check, summary } = useConditionBoxes(
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
    <ConditionFormFrame
      title={condition ? "Vary this condition" : "Impose a condition"}
      level={condition ? "h5" : "h4"}
      onSubmit={save}
      summary={summary}
      refusal={refusal}
      busy={busy}
      submit={{
        text: condition ? "Save the new terms" : "Impose the condition",
        busyText: "Saving...",
        className: "btn btn-primary",
      }}
      onCancel={onCancel}
    >
      <LabelledInput {...control("type")} as="select" className="col-md-6">
        {conditionTypes.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </LabelledInput>
      <LabelledInput
        {...control("wording")}
        as="textarea"
        rows={3}
        maxLength={2000}
        className="col-12"
        hint="As the public register shows it, to patients and employers."
      />
      <DateInput {...control("startsOn")} className="col-md-4" />
      <DateInput {...control("endsOn")} className="col-md-4" />
      <DateInput {...control("reviewOn")} className="col-md-4" />
      <p className="form-text col-12 mt-1">Leave the end or review date empty if it has none.</p>
      <LabelledInput
        {...control("decision")}
        maxLength={500}
        className="col-12"
        hint="The decision that imposed it, e.g. the committee's reference."
      />
    </ConditionFormFrame>
  );
}
