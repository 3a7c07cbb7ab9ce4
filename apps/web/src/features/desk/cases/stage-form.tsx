import {
  type CaseDetail,
  type CaseStageMove,
  caseMoveStages,
  caseStageNames,
} from "@portal/contract";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { NameOptions } from "../name-options.tsx";
import { CaseForm, type CaseFormProps, useCaseBoxes } from "./case-form.tsx";

const boxes = {
  stage: { label: "Move to stage" },
  note: { label: "Note on the move" },
  referredTo: { label: "Referred to" },
};

/** Moves the case to another stage (closed only comes with an outcome), with a note. */
export function StageForm({ detail, actions, onDone }: CaseFormProps & { detail: CaseDetail }) {
  const { control, texts, read, summary } = useCaseBoxes("case-stage", boxes, {
    // A closed case shows no forms; the list's first stage only satisfies the type.
    stage: detail.stage === "closed" ? "received" : detail.stage,
    note: "",
    referredTo: "",
  });
  const referred = texts.stage === "referred";
  const send = () => {
    const values = read();
    if (!values) return undefined;
    const stage = values.stage as CaseStageMove["stage"];
    const { note, referredTo } = values;
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
        <NameOptions names={caseStageNames} values={caseMoveStages} />
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
