import { type FormEvent, useState } from "react";
import { DateInput, useDateInputs } from "../../../components/date-input.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { statusNames } from "../desk-format.ts";
import { NameOptions } from "../name-options.tsx";
import type { QueueFilter } from "../review-api.ts";

const DAYS = {
  from: { id: "queue-from", label: "Submitted from" },
  to: { id: "queue-to", label: "Submitted to" },
};

/** The queue's filters: form type, status and the day range of submission (DD/MM/YYYY). */
export function QueueFilters({
  filter,
  formTypes,
  onApply,
}: {
  filter: QueueFilter;
  formTypes: readonly string[];
  onApply(filter: QueueFilter): void;
}) {
  const [formType, setFormType] = useState(filter.formType ?? "");
  const [status, setStatus] = useState(filter.status ?? "");
  const days = useDateInputs(DAYS, { from: filter.from ?? "", to: filter.to ?? "" });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const read = days.read();
    if (read) onApply({ formType, status, ...read, page: 1 });
  };
  return (
    <>
      {days.summary}
      <form
        className="row g-3 align-items-start mb-4"
        onSubmit={apply}
        aria-label="Filter the queue"
      >
        <LabelledInput
          as="select"
          id="queue-form-type"
          label="Form type"
          className="col-sm-6 col-lg-3"
          value={formType}
          onChange={setFormType}
        >
          <option value="">All form types</option>
          {formTypes.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </LabelledInput>
        <LabelledInput
          as="select"
          id="queue-status"
          label="Status"
          className="col-sm-6 col-lg-3"
          value={status}
          onChange={setStatus}
        >
          <option value="">Any status</option>
          <NameOptions names={statusNames} />
        </LabelledInput>
        <DateInput className="col-sm-6 col-lg-3" {...days.input("from")} />
        <DateInput className="col-sm-6 col-lg-3" {...days.input("to")} />
        <div className="col-12">
          <button type="submit" className="btn btn-primary">
            Filter
          </button>
        </div>
      </form>
    </>
  );
}
