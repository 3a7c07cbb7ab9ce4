import type { CaseStageEntry } from "@portal/contract";
import { type FormEvent, useState } from "react";
import { LabelledCheckbox } from "../../../components/labelled-checkbox.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { NameOptions } from "../name-options.tsx";
import { type CaseFilter, stageLabels } from "./cases-api.ts";

/**
 * The case queue's filters: one stage or any (a retired one too, while cases remain in it), and
 * only the cases the staff member claimed.
 */
export function CaseQueueFilters({
  filter,
  stages,
  onApply,
}: {
  filter: CaseFilter;
  stages: readonly CaseStageEntry[];
  onApply(filter: CaseFilter): void;
}) {
  const [stage, setStage] = useState<string>(filter.stage ?? "");
  const [mine, setMine] = useState(filter.mine);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ stage: stage || undefined, mine, page: 1 });
  };
  return (
    <form className="row g-3 align-items-end mb-4" onSubmit={apply} aria-label="Filter the cases">
      <LabelledInput
        as="select"
        id="cases-stage"
        label="Stage"
        className="col-sm-6 col-lg-3"
        value={stage}
        onChange={setStage}
      >
        <option value="">Any stage</option>
        <NameOptions names={stageLabels(stages)} />
      </LabelledInput>
      <div className="col-sm-6 col-lg-3">
        <LabelledCheckbox
          id="cases-mine"
          label="Only cases I have claimed"
          checked={mine}
          onChange={setMine}
        />
      </div>
      <div className="col-12">
        <button type="submit" className="btn btn-primary">
          Filter
        </button>
      </div>
    </form>
  );
}
