import { type CaseStage, casePaths, caseStages } from "@portal/contract";
import { useLocation, useSearchParams } from "react-router";
import { LoadStatus } from "../../../components/load-status.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { useLoad } from "../../../lib/loading.tsx";
import { ScreenHeading } from "../screen-heading.tsx";
import { CaseFiguresPanel } from "./case-figures.tsx";
import { CaseQueueFilters } from "./case-queue-filters.tsx";
import { CaseTable } from "./case-table.tsx";
import { CASE_PAGE_SIZE, type CaseFilter, fetchCases } from "./cases-api.ts";

const isStage = (value: string | null): value is CaseStage =>
  (caseStages as readonly (string | null)[]).includes(value);

/** The filters live in the address, so the way back from a case finds them again. */
function filterOf(params: URLSearchParams): CaseFilter {
  const stage = params.get("stage");
  return {
    stage: isStage(stage) ? stage : undefined,
    mine: params.get("mine") === "true",
    page: Math.max(1, Number(params.get("page")) || 1),
  };
}

function paramsOf(filter: CaseFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.stage) params.stage = filter.stage;
  if (filter.mine) params.mine = "true";
  if (filter.page > 1) params.page = String(filter.page);
  return params;
}

/** The case queue at /desk/cases: concerns worked as cases, oldest in their stage first. */
export function CaseQueueScreen() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  // Asked again on every visit, the Cases link's included: cases move under the desk.
  const { key } = useLocation();
  const cases = useLoad(`${params}#${key}`, (signal) => fetchCases(filter, signal));
  const { data } = cases;
  return (
    <>
      <ScreenHeading>Cases</ScreenHeading>
      <CaseQueueFilters
        key={params.toString()}
        filter={filter}
        onApply={(next) => setParams(paramsOf(next))}
      />
      <p>
        <a href={casePaths.csv} download>
          Download CSV
        </a>{" "}
        <span className="small text-body-secondary">(every case, one row each)</span>
      </p>
      <LoadStatus of={cases} />
      {data && (
        <div aria-busy={cases.loading}>
          <p role="status">{data.total === 1 ? "1 case matches" : `${data.total} cases match`}</p>
          <CaseTable items={data.items} />
          <Pagination
            page={filter.page - 1}
            pageCount={Math.ceil(data.total / CASE_PAGE_SIZE)}
            onPageChange={(page) => setParams(paramsOf({ ...filter, page: page + 1 }))}
            label="Case pages"
          />
        </div>
      )}
      <CaseFiguresPanel refreshKey={key} />
    </>
  );
}
