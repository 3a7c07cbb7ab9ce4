import { CASE_STAGE_CODE_PATTERN, casePaths, mayUseDesk } from "@portal/contract";
import { Link, useLocation, useSearchParams } from "react-router";
import { LoadStatus } from "../../../components/load-status.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { useLoad } from "../../../lib/loading.tsx";
import { useDeskSession } from "../desk-session.tsx";
import { ScreenHeading } from "../screen-heading.tsx";
import { CaseFiguresPanel } from "./case-figures.tsx";
import { CaseQueueFilters } from "./case-queue-filters.tsx";
import { CaseTable } from "./case-table.tsx";
import {
  CASE_PAGE_SIZE,
  type CaseFilter,
  fetchCases,
  stageNames,
  useCaseStages,
} from "./cases-api.ts";

/** A stage's code in the address: one the service does not know it answers with its refusal. */
const isStage = (value: string | null): value is string =>
  value !== null && CASE_STAGE_CODE_PATTERN.test(value);

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
  // Apart from the cases, so a filter the service refuses still shows the filters to change it.
  const stages = useCaseStages(key);
  const { staff } = useDeskSession();
  const list = cases.data;
  const names = stages.data && stageNames(stages.data);
  return (
    <>
      <ScreenHeading>Cases</ScreenHeading>
      {staff && mayUseDesk(staff.role, "admin") && (
        <p>
          <Link to="/desk/cases/stages">Case stages</Link>{" "}
          <span className="small text-body-secondary">(rename, order, add and retire them)</span>
        </p>
      )}
      {stages.data && (
        <CaseQueueFilters
          key={params.toString()}
          filter={filter}
          stages={stages.data}
          onApply={(next) => setParams(paramsOf(next))}
        />
      )}
      <p>
        <a href={casePaths.csv} download>
          Download CSV
        </a>{" "}
        <span className="small text-body-secondary">(every case, one row each)</span>
      </p>
      <LoadStatus of={stages.data ? cases : stages} />
      {list && names && (
        <div aria-busy={cases.loading}>
          <p role="status">{list.total === 1 ? "1 case matches" : `${list.total} cases match`}</p>
          <CaseTable items={list.items} stageNames={names} />
          <Pagination
            page={filter.page - 1}
            pageCount={Math.ceil(list.total / CASE_PAGE_SIZE)}
            onPageChange={(page) => setParams(paramsOf({ ...filter, page: page + 1 }))}
            label="Case pages"
          />
        </div>
      )}
      {names && <CaseFiguresPanel refreshKey={key} stageNames={names} />}
    </>
  );
}
