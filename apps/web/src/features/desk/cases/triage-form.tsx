import {
  type CaseCategory,
  type CaseDetail,
  type CaseRisk,
  caseCategoryNames,
  caseRiskNames,
} from "@portal/contract";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { NameOptions } from "../name-options.tsx";
import { CaseForm, type CaseFormProps, useCaseBoxes } from "./case-form.tsx";

const boxes = {
  category: { label: "Category", missing: "Choose the concern's category." },
  risk: { label: "Risk", missing: "Choose the risk." },
  linkTo: { label: "Join to case (optional)" },
};

/** Triage: the concern's category and risk, and an open case it is to be joined to, if any. */
export function TriageForm({ detail, actions, onDone }: CaseFormProps & { detail: CaseDetail }) {
  const { control, read, summary } = useCaseBoxes("case-triage", boxes, {
    category: detail.category ?? "",
    risk: detail.risk ?? "",
    linkTo: detail.linkedTo ?? "",
  });
  const send = () => {
    const values = read();
    if (!values) return undefined;
    const { linkTo } = values;
    return () =>
      actions.triage({
        category: values.category as CaseCategory,
        risk: values.risk as CaseRisk,
        ...(linkTo ? { linkTo } : {}),
      });
  };
  return (
    <CaseForm
      title="Triage"
      submitText="Save the triage"
      summary={summary}
      send={send}
      done="The triage is saved."
      onDone={onDone}
    >
      <LabelledInput {...control("category")} as="select" className="col-md-6">
        <option value="">Choose a category</option>
        <NameOptions names={caseCategoryNames} />
      </LabelledInput>
      <LabelledInput {...control("risk")} as="select" className="col-md-6">
        <option value="">Choose the risk</option>
        <NameOptions names={caseRiskNames} />
      </LabelledInput>
      <LabelledInput
        {...control("linkTo")}
        maxLength={20}
        className="col-md-6"
        hint="The reference of an open case about the same matter, like C-2026-000123."
      />
    </CaseForm>
  );
}
