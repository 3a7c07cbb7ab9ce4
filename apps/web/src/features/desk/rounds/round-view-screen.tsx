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
import { LoadStatus } from "../../../components/load-status.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { useAction, useLoad } from "../../../lib/loading.tsx";
import { formatAmount } from "../desk-format.ts";
import { ScreenHeading } from "../screen-heading.tsx";
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
  const summary = useLoad(yearCode, (signal) => fetchRoundSummary(yearCode, signal));
  const notFiled = useLoad(`${yearCode}#${page}`, (signal) =>
    fetchNotFiled(yearCode, page, signal),
  );
  const [sending, setSending] = useState<number>();
  const [sent, setSent] = useState("");
  const reminder = useAction();
  const refused = reminder.refusal;

  const remind = (item: NotFiledItem) =>
    reminder.run(async () => {
      setSending(item.practitionerId);
      setSent("");
      try {
        setSent((await sendReminderNow(yearCode, item.practitionerId)).message);
        notFiled.reload();
      } finally {
        setSending(undefined);
      }
    });

  const round = summary.data;
  return (
    <>
      <ScreenHeading>Renewal round {roundYearOfCode(yearCode)}</ScreenHeading>
      <LoadStatus of={summary} />
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
      {!summary.failure && <LoadStatus of={notFiled} />}
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
