import { type CaseDetail, type CaseStageEntry, CLOSED_STAGE } from "@portal/contract";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { NameOptions } from "../name-options.tsx";
import { CaseForm, type CaseFormProps, useCaseBoxes } from "./case-form.tsx";
import { stageLabels } from "./cases-api.ts";

const boxes = {
  stage: { label: "Move to stage" },
  note: { label: "Note on the move" },
  referredTo: { label: "Referred to" },
};

/**
 * Moves the case to another stage, with a note: to any stage the admins have not retired but
 * closed (only an outcome closes), or it stays where it is with the note, retired or not.
 */
export function StageForm({
  detail,
  stages,
  actions,
  onDone,
}: CaseFormProps & { detail: CaseDetail; stages: readonly CaseStageEntry[] }) {
  const { control, texts, read, summary } = useCaseBoxes("case-stage", boxes, {
    stage: detail.stage,
    note: "",
    referredTo: "",
  });
  const targets = stages.filter(
    (s) => s.code === detail.stage || (s.code !== CLOSED_STAGE && !s.retired),
  );
  const referred = targets.find((s) => s.code === texts.stage)?.recordsReferredTo === true;
  const send = () => {
    const values = read();
    if (!values) return undefined;
    const { stage, note, referredTo } = values;
    return () =>
      actions.moveStage({ stage, note, ...(referred && referredTo ? { referredTo } : {}) });
  };
  return (
    <CaseForm
      title="Move to another stage"
      submitText="Move the case"
      summary={summary}
      send={send}
      done="The case has moved."
      onDone={onDone}
    >
      <LabelledInput {...control("stage")} as="select" className="col-md-6">
        <NameOptions names={stageLabels(targets)} />
      </LabelledInput>
      {referred && (
        <LabelledInput
          {...control("referredTo")}
          maxLength={200}
          className="col-md-6"
          hint="Who the case went to, e.g. the Health and Disability Commissioner."
        />
      )}
      <LabelledInput
        {...control("note")}
        as="textarea"
        rows={3}
        maxLength={4000}
        className="col-12"
      />
    </CaseForm>
  );
}
