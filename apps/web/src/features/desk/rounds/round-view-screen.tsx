import {
  longDay,
  NOT_FILED_PAGE_SIZE,
  type NotFiledItem,
  roundViewPaths,
  roundYearOfCode,
} from "@portal/contract";
import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { ErrorSummary } from "../../../components/error-summary.tsx";
import { LoadingBanner } from "../../../components/loading-banner.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { failureMessage } from "../desk-api.ts";
import { formatAmount } from "../desk-format.ts";
import { ScreenHeading } from "../screen-heading.tsx";
import { useDeskData } from "../use-desk-data.ts";
import { fetchNotFiled, fetchRoundSummary, sendReminderNow } from "./round-view-api.ts";
import { RoundViewCounts } from "./round-view-counts.tsx";
import { RoundViewNotFiled } from "./round-view-not-filed.tsx";

/**
 * A renewal round at /desk/rounds/:yearCode: its dates, who must renew counted by status and
 * profession, who has not filed (a page at a time, in the address) with a reminder to send
 * now, and the list as CSV.
 */
export function RoundViewScreen() {
  const yearCode = useParams().yearCode ?? "";
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const summary = useDeskData(() => fetchRoundSummary(yearCode), yearCode);
  const notFiled = useDeskData(() => fetchNotFiled(yearCode, page), `${yearCode}#${page}`);
  const [sending, setSending] = useState<number>();
  const [sent, setSent] = useState("");
  const [refused, setRefused] = useState<{ message: string; attempt: number }>();

  const remind = async (item: NotFiledItem) => {
    setSending(item.practitionerId);
    setSent("");
    setRefused(undefined);
    try {
      setSent((await sendReminderNow(yearCode, item.practitionerId)).message);
      notFiled.reload();
    } catch (failure) {
      setRefused((r) => ({ message: failureMessage(failure), attempt: (r?.attempt ?? 0) + 1 }));
    } finally {
      setSending(undefined);
    }
  };

  const round = summary.data;
  return (
    <>
      <ScreenHeading>Renewal round {roundYearOfCode(yearCode)}</ScreenHeading>
      {summary.error && <ErrorSummary message={summary.error} />}
      {!round && !summary.error && <LoadingBanner />}
      {round && (
        <>
          <dl className="row mb-4">
            <dt className="col-sm-4 col-lg-3">Practising year</dt>
            <dd className="col-sm-8 col-lg-9">
              {longDay(round.startsOn)} to {longDay(round.endsOn)}
            </dd>
            <dt className="col-sm-4 col-lg-3">Renewal opens</dt>
            <dd className="col-sm-8 col-lg-9">{longDay(round.opensOn)}</dd>
            <dt className="col-sm-4 col-lg-3">Renew by</dt>
            <dd className="col-sm-8 col-lg-9">{longDay(round.deadline)}</dd>
            <dt className="col-sm-4 col-lg-3">Grace ends</dt>
            <dd className="col-sm-8 col-lg-9">{longDay(round.graceEndsOn)}</dd>
            <dt className="col-sm-4 col-lg-3">Fee</dt>
            <dd className="col-sm-8 col-lg-9">{formatAmount(round.feeCents)}</dd>
          </dl>
          <RoundViewCounts summary={round} />
        </>
      )}
      <h3 id="not-filed-heading" className="h4">
        Not filed yet
      </h3>
      <p>
        <a href={roundViewPaths.notFiledCsv(yearCode)} download>
          Download CSV
        </a>
      </p>
      <div role="status" className={sent ? "alert alert-success" : undefined}>
        {sent}
      </div>
      {refused && <ErrorSummary key={refused.attempt} message={refused.message} />}
      {notFiled.error && !summary.error && <ErrorSummary message={notFiled.error} />}
      {notFiled.data && (
        <div aria-busy={notFiled.loading}>
          <p>
            {notFiled.data.total === 1
              ? "1 practitioner has not filed"
              : `${notFiled.data.total} practitioners have not filed`}
          </p>
          <RoundViewNotFiled page={notFiled.data} sending={sending} onRemind={remind} />
          <Pagination
            page={page - 1}
            pageCount={Math.ceil(notFiled.data.total / NOT_FILED_PAGE_SIZE)}
            onPageChange={(next) => setParams({ page: String(next + 1) })}
            label="Not filed pages"
          />
        </div>
      )}
    </>
  );
}
