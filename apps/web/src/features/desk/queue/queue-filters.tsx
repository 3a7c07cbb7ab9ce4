import { type FormEvent, useState } from "react";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { statusNames } from "../desk-format.ts";
import type { QueueFilter } from "../review-api.ts";

/** The queue's filters: form type, status and the day range of submission. */
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
  const [from, setFrom] = useState(filter.from ?? "");
  const [to, setTo] = useState(filter.to ?? "");
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ formType, status, from, to, page: 1 });
  };
  return (
    <form className="row g-3 align-items-end mb-4" onSubmit={apply} aria-label="Filter the queue">
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
        {Object.entries(statusNames).map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </LabelledInput>
      <LabelledInput
        id="queue-from"
        label="Submitted from"
        type="date"
        className="col-sm-6 col-lg-2"
        value={from}
        onChange={setFrom}
      />
      <LabelledInput
        id="queue-to"
        label="Submitted to"
        type="date"
        className="col-sm-6 col-lg-2"
        value={to}
        onChange={setTo}
      />
      <div className="col-lg-2">
        <button type="submit" className="btn btn-primary w-100">
          Filter
        </button>
      </div>
    </form>
  );
}
