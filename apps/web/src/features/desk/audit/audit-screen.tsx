import { deskPaths, staffAuditPageSchema } from "@portal/contract";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { DateInput, useDateInputs } from "../../../components/date-input.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { LoadStatus } from "../../../components/load-status.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { useLoad } from "../../../lib/loading.tsx";
import { deskCall } from "../desk-api.ts";
import { ScreenHeading } from "../screen-heading.tsx";
import { AuditTable } from "./audit-table.tsx";

const PAGE_SIZE = 50;
const TEXT_FILTERS = ["action", "submissionId"] as const;
const FILTERS = ["from", "to", ...TEXT_FILTERS] as const;
const DAYS = {
  from: { id: "audit-from", label: "From" },
  to: { id: "audit-to", label: "Before" },
};

/** The staff audit at /desk/audit (admins): filters in the address, a page at a time, as CSV. */
export function AuditScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(TEXT_FILTERS.map((name) => [name, params.get(name) ?? ""])),
  );
  const days = useDateInputs(DAYS, { from: params.get("from") ?? "", to: params.get("to") ?? "" });
  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const audit = useLoad(query.toString(), (signal) =>
    deskCall(`${deskPaths.audit}?${query}`, staffAuditPageSchema, { signal }),
  );
  const { data } = audit;
  const csvQuery = new URLSearchParams();
  for (const name of ["from", "to"] as const) {
    const value = params.get(name);
    if (value) csvQuery.set(name, value);
  }
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const read = days.read();
    if (!read) return;
    const filters = Object.entries({ ...draft, ...read });
    setParams(Object.fromEntries(filters.filter(([, v]) => v.trim() !== "")));
  };
  const field = (name: (typeof TEXT_FILTERS)[number], label: string, type = "text") => (
    <LabelledInput
      id={`audit-${name}`}
      label={label}
      type={type}
      className="col-sm-6 col-lg-3"
      value={draft[name] ?? ""}
      onChange={(value) => setDraft((d) => ({ ...d, [name]: value }))}
    />
  );
  return (
    <>
      <ScreenHeading>Staff audit</ScreenHeading>
      {days.summary}
      <form
        className="row g-3 align-items-start mb-3"
        onSubmit={apply}
        aria-label="Filter the audit"
      >
        <DateInput className="col-sm-6 col-lg-3" {...days.input("from")} />
        <DateInput className="col-sm-6 col-lg-3" {...days.input("to")} />
        {field("action", "Action")}
        {field("submissionId", "Submission", "number")}
        <div className="col-12 d-flex gap-3 align-items-center">
          <button type="submit" className="btn btn-primary">
            Filter
          </button>
          <a href={`${deskPaths.auditCsv}${csvQuery.size > 0 ? `?${csvQuery}` : ""}`} download>
            Download CSV
          </a>
        </div>
      </form>
      <LoadStatus of={audit} />
      {data && (
        <div aria-busy={audit.loading}>
          <p role="status">{data.total === 1 ? "1 event" : `${data.total} events`}</p>
          <AuditTable items={data.items} />
          <Pagination
            page={page - 1}
            pageCount={Math.ceil(data.total / PAGE_SIZE)}
            onPageChange={(next) =>
              setParams({ ...Object.fromEntries(params), page: String(next + 1) })
            }
            label="Audit pages"
          />
        </div>
      )}
    </>
  );
}
