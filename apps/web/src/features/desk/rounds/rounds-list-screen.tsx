import { type Round, roundListSchema, roundPaths } from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table.tsx";
import { LoadStatus } from "../../../components/load-status.tsx";
import { useLoad } from "../../../lib/loading.tsx";
import { deskCall } from "../desk-api.ts";
import { formatAmount } from "../desk-format.ts";
import { SavedStatus } from "../saved-status.tsx";
import { ScreenHeading } from "../screen-heading.tsx";

const HEADERS = ["Year", "Renewal opens", "Deadline", "Grace ends", "Fee", "Late fee", "Change"];

function RoundCells({ round }: { round: Round }) {
  return (
    <>
      <th scope="row">
        <Link to={`/desk/rounds/${encodeURIComponent(round.yearCode)}`}>{round.year}</Link>
      </th>
      <td>{toDisplayDate(round.opensOn)}</td>
      <td>{toDisplayDate(round.deadline)}</td>
      <td>{toDisplayDate(round.graceEndsOn)}</td>
      <td>{formatAmount(round.feeCents)}</td>
      <td>{formatAmount(round.lateFeeCents)}</td>
      <td>
        <Link to={`/desk/rounds/${encodeURIComponent(round.yearCode)}/edit`}>
          Change<span className="visually-hidden"> the {round.year} round</span>
        </Link>
      </td>
    </>
  );
}

/** The renewal rounds at /desk/rounds (admins): each year's dates and fees, the latest first. */
export function RoundsListScreen() {
  const rounds = useLoad("", (signal) => deskCall(roundPaths.rounds, roundListSchema, { signal }));
  const { data } = rounds;
  return (
    <>
      <ScreenHeading>Renewal rounds</ScreenHeading>
      <SavedStatus />
      <p>
        <Link to="/desk/rounds/new" className="btn btn-primary">
          New round
        </Link>
      </p>
      <LoadStatus of={rounds} />
      {data && (
        <DataTable
          caption="Renewal rounds, the latest first"
          headers={HEADERS}
          rows={data.items}
          rowKey={(round) => round.year}
          cells={(round) => <RoundCells round={round} />}
          emptyText="No renewal round is set yet."
        />
      )}
    </>
  );
}
