import type { QueueItem } from "@portal/contract";
import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { ErrorSummary } from "../../../components/error-summary.tsx";
import { LoadStatus } from "../../../components/load-status.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { useAction, useLoad } from "../../../lib/loading.tsx";
import { claimSubmission, fetchQueue, QUEUE_PAGE_SIZE, type QueueFilter } from "../review-api.ts";
import { ScreenHeading } from "../screen-heading.tsx";
import { QueueCounts } from "./queue-counts.tsx";
import { QueueFilters } from "./queue-filters.tsx";
import { QueueTable } from "./queue-table.tsx";

/** The filters live in the address, so the way back from a submission finds them again. */
function filterOf(params: URLSearchParams): QueueFilter {
  const status = params.get("status") ?? "awaiting";
  return {
    formType: params.get("formType") ?? "",
    // "any" in the address: no status filter (awaiting is the default).
    status: status === "any" ? "" : status,
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    page: Math.max(1, Number(params.get("page")) || 1),
  };
}

function paramsOf(filter: QueueFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.formType) params.formType = filter.formType;
  if (filter.status !== "awaiting") params.status = filter.status || "any";
  if (filter.from) params.from = filter.from;
  if (filter.to) params.to = filter.to;
  if (filter.page > 1) params.page = String(filter.page);
  return params;
}

/** The queue at /desk: submissions awaiting a decision, oldest first, with counts. */
export function QueueScreen() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const navigate = useNavigate();
  // A decision just made (DecisionPanel) is told here, where the registrar comes back to.
  const location = useLocation();
  const outcome = (location.state as { outcome?: string } | null)?.outcome;
  // Asked again on every visit, the Queue link's included: the queue changes under the desk.
  const queue = useLoad(`${params}#${location.key}`, (signal) => fetchQueue(filter, signal));
  const { data } = queue;
  const [claiming, setClaiming] = useState<number>();
  const claimAction = useAction();
  const claimRefused = claimAction.refusal;

  const claim = (item: QueueItem) =>
    claimAction.run(async () => {
      setClaiming(item.id);
      try {
        await claimSubmission(item.id);
        navigate(`/desk/submissions/${item.id}`);
      } finally {
        setClaiming(undefined);
      }
    });

  return (
    <>
      <ScreenHeading>Queue</ScreenHeading>
      {outcome && (
        <div className="alert alert-success" role="status">
          {outcome}
        </div>
      )}
      {claimRefused && <ErrorSummary key={claimRefused.attempt} message={claimRefused.message} />}
      <QueueFilters
        key={params.toString()}
        filter={filter}
        formTypes={Object.keys(data?.counts.byFormType ?? {}).sort()}
        onApply={(next) => setParams(paramsOf(next))}
      />
      <LoadStatus of={queue} />
      {data && (
        <div aria-busy={queue.loading}>
          <p role="status">
            {data.total === 1 ? "1 submission matches" : `${data.total} submissions match`}
          </p>
          <QueueTable items={data.items} busyId={claiming} onClaim={claim} />
          <Pagination
            page={filter.page - 1}
            pageCount={Math.ceil(data.total / QUEUE_PAGE_SIZE)}
            onPageChange={(page) => setParams(paramsOf({ ...filter, page: page + 1 }))}
            label="Queue pages"
          />
          <QueueCounts counts={data.counts} />
        </div>
      )}
    </>
  );
}
