import { type CaseStageEntry, caseStagesSaved } from "@portal/contract";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useDoneStatus } from "../../../components/done-status.tsx";
import { LoadStatus } from "../../../components/load-status.tsx";
import { useLoad } from "../../../lib/loading.tsx";
import { ScreenHeading } from "../screen-heading.tsx";
import { AddStageForm } from "./add-stage-form.tsx";
import { CaseForm } from "./case-form.tsx";
import { fetchCaseStages, saveCaseStages } from "./cases-api.ts";
import { type EditedStage, mayMove, moved, withAdded } from "./stage-list.ts";
import { StageRow } from "./stage-row.tsx";

/**
 * The list as the admin changes it, sent whole by one Save: the service takes all of it or, with
 * its refusal shown above the list, none. Focus follows what was done: a moved stage's button, an
 * added stage's name, the status once saved.
 */
function StagesEditor({ initial }: { initial: readonly CaseStageEntry[] }) {
  const [stages, setStages] = useState<EditedStage[]>([...initial]);
  const [added, setAdded] = useState(0);
  const done = useDoneStatus();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<(() => void) | undefined>(undefined);
  const lastAdded = useRef("");
  // After the status's own effect (useDoneStatus), so an added stage's name takes focus from it.
  useEffect(() => {
    focusNext.current?.();
    focusNext.current = undefined;
  });

  const change = (index: number, values: Partial<CaseStageEntry>) =>
    setStages((all) => all.map((s, i) => (i === index ? { ...s, ...values } : s)));
  const move = (index: number, by: -1 | 1) => {
    const { code } = stages[index]!;
    const next = moved(stages, index, by);
    // At the end of its way the pressed button is disabled: focus goes to the other one.
    const stays = mayMove(next, index + by, by);
    focusNext.current = () => buttons.current.get(`${code} ${stays ? by : -by}`)?.focus();
    setStages(next);
  };
  const add = (stage: EditedStage) => {
    setStages((all) => withAdded(all, stage));
    setAdded((n) => n + 1);
    lastAdded.current = stage.code;
  };
  /** Told once the stage is in the list: its name is where the admin goes on. */
  const tellAdded = (text: string) => {
    done.tell(text);
    focusNext.current = () => document.getElementById(`stage-${lastAdded.current}-name`)?.focus();
  };
  const remove = (index: number) => {
    setStages((all) => all.filter((_, i) => i !== index));
    focusNext.current = () => document.getElementById("new-stage-name")?.focus();
  };
  const save = () => async () => {
    setStages((await saveCaseStages(stages)).stages);
  };

  return (
    <>
      {done.shown}
      <CaseForm
        title="The stages, in order"
        submitText="Save the stages"
        send={save}
        done={caseStagesSaved}
        onDone={done.tell}
      >
        <div className="col-12">
          <ol className="list-group">
            {stages.map((stage, index) => (
              <StageRow
                key={stage.code}
                stage={stage}
                number={index + 1}
                mayMoveUp={mayMove(stages, index, -1)}
                mayMoveDown={mayMove(stages, index, 1)}
                onChange={(values) => change(index, values)}
                onMove={(by) => move(index, by)}
                onRemove={() => remove(index)}
                buttonRef={(by, button) => {
                  const key = `${stage.code} ${by}`;
                  if (button) buttons.current.set(key, button);
                  else buttons.current.delete(key);
                }}
              />
            ))}
          </ol>
        </div>
      </CaseForm>
      <AddStageForm key={added} stages={stages} onAdd={add} onDone={tellAdded} />
    </>
  );
}

/** The case stages at /desk/cases/stages (admins): their names, order, referral and retirement. */
export function CaseStagesScreen() {
  const loaded = useLoad("", fetchCaseStages);
  return (
    <>
      <p className="mb-2">
        <Link to="/desk/cases">Back to the cases</Link>
      </p>
      <ScreenHeading>Case stages</ScreenHeading>
      <p>
        The stages every case moves through, in this order. A stage is never removed: retire it, and
        the cases in it stay there until they are moved out. Received and Closed keep their places,
        but may be renamed.
      </p>
      <LoadStatus of={loaded} />
      {loaded.data && <StagesEditor initial={loaded.data.stages} />}
    </>
  );
}
