import type { CaseStageEntry } from "@portal/contract";
import { useState } from "react";
import type { CaseParts } from "./cases-api.ts";
import { LetterForm } from "./letter-form.tsx";
import { NoteForm } from "./note-form.tsx";
import { OutcomeForm } from "./outcome-form.tsx";
import { StageForm } from "./stage-form.tsx";
import { TaskForm } from "./task-form.tsx";
import { TriageForm } from "./triage-form.tsx";

type FormName = "triage" | "stage" | "note" | "task" | "letter" | "outcome";

/**
 * The forms that work an open case. Once the service has what one sent, the case is loaded
 * again, what was done is told (by the screen, since an outcome closes the case and so removes
 * these forms), and that form starts afresh (keyed by how many it sent); the others keep what
 * is being typed in them.
 */
export function CaseWork({
  detail,
  stages,
  actions,
  onChanged,
  tell,
}: CaseParts & { stages: readonly CaseStageEntry[]; tell(done: string): void }) {
  const [sent, setSent] = useState<Partial<Record<FormName, number>>>({});
  const form = (name: FormName) => ({
    actions,
    onDone: (text: string) => {
      setSent((all) => ({ ...all, [name]: (all[name] ?? 0) + 1 }));
      tell(text);
      onChanged();
    },
  });
  const keyOf = (name: FormName, ...from: unknown[]) => [name, sent[name] ?? 0, ...from].join(" ");
  return (
    <section aria-labelledby="case-work-heading" className="mb-4">
      <h3 id="case-work-heading" className="h4">
        Work on the case
      </h3>
      {/* Keyed by what they start from too: the case as loaded again after a change. */}
      <TriageForm
        key={keyOf("triage", detail.category, detail.risk, detail.linkedTo)}
        detail={detail}
        {...form("triage")}
      />
      <StageForm
        key={keyOf("stage", detail.stage)}
        detail={detail}
        stages={stages}
        {...form("stage")}
      />
      <NoteForm key={keyOf("note")} {...form("note")} />
      <TaskForm key={keyOf("task")} {...form("task")} />
      <LetterForm key={keyOf("letter")} {...form("letter")} />
      <OutcomeForm key={keyOf("outcome")} {...form("outcome")} />
    </section>
  );
}
