import { MAX_CASE_STAGE_CODE_LENGTH, MAX_CASE_STAGE_NAME_LENGTH } from "@portal/contract";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { useBoxes } from "../use-boxes.tsx";
import { CaseForm } from "./case-form.tsx";
import { type EditedStage, newStageTexts, readNewStage } from "./stage-list.ts";

const boxes = {
  name: { label: "Name of the new stage" },
  code: { label: "Code (optional)" },
};

/**
 * A stage added to the list on the screen, before Closed; the list's Save sends it. Its code is
 * made from its name unless one is typed, and is checked here against the list's.
 */
export function AddStageForm({
  stages,
  onAdd,
  onDone,
}: {
  stages: readonly EditedStage[];
  onAdd(stage: EditedStage): void;
  onDone(done: string): void;
}) {
  const { texts, control, check, summary } = useBoxes(
    boxes,
    () => ({ name: "", code: "" }),
    (box) => `new-stage-${box}`,
  );
  const send = () => {
    const read = readNewStage(stages, texts);
    const stage = check("stage" in read ? { body: read.stage } : read);
    return stage && (async () => onAdd(stage));
  };
  return (
    <CaseForm
      title="Add a stage"
      submitText="Add the stage"
      summary={summary}
      send={send}
      done={newStageTexts.added(texts.name.trim())}
      onDone={onDone}
    >
      <LabelledInput
        {...control("name")}
        className="col-md-6"
        maxLength={MAX_CASE_STAGE_NAME_LENGTH}
        autoComplete="off"
      />
      <LabelledInput
        {...control("code")}
        className="col-md-6"
        maxLength={MAX_CASE_STAGE_CODE_LENGTH}
        autoComplete="off"
        hint="Lower-case letters, digits and _; made from the name when left empty. It cannot change once saved."
      />
    </CaseForm>
  );
}
