import { type FormEvent, useState } from "react";
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
      <div className="col-sm-6 col-lg-3">
        <label htmlFor="queue-form-type" className="form-label">
          Form type
        </label>
        <select
          id="queue-form-type"
          className="form-select"
          value={formType}
          onChange={(event) => setFormType(event.target.value)}
        >
          <option value="">All form types</option>
          {formTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div className="col-sm-6 col-lg-3">
        <label htmlFor="queue-status" className="form-label">
          Status
        </label>
        <select
          id="queue-status"
          className="form-select"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        >
          <option value="">Any status</option>
          {Object.entries(statusNames).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-sm-6 col-lg-2">
        <label htmlFor="queue-from" className="form-label">
          Submitted from
        </label>
        <input
          id="queue-from"
          type="date"
          className="form-control"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
      </div>
      <div className="col-sm-6 col-lg-2">
        <label htmlFor="queue-to" className="form-label">
          Submitted to
        </label>
        <input
          id="queue-to"
          type="date"
          className="form-control"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <div className="col-lg-2">
        <button type="submit" className="btn btn-primary w-100">
          Filter
        </button>
      </div>
    </form>
  );
}
