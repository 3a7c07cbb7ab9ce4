import {
  type RenewalStatus,
  type RoundSummary,
  renewalStatusLabels,
  renewalStatusNames,
} from "@portal/contract";

/** Who must renew for the round, by status (columns) and profession (rows), with totals. */
export function RoundViewCounts({ summary }: { summary: RoundSummary }) {
  const row = (
    name: string,
    total: number,
    counts: Record<RenewalStatus, number>,
    bold = false,
  ) => (
    <tr key={name} className={bold ? "fw-bold" : undefined}>
      <th scope="row">{name}</th>
      {renewalStatusNames.map((status) => (
        <td key={status} className="text-end">
          {counts[status]}
        </td>
      ))}
      <td className="text-end">{total}</td>
    </tr>
  );
  return (
    <div className="table-responsive mb-4">
      <table className="table table-sm w-auto desk-counts">
        <caption className="caption-top">
          Practitioners who must renew for {summary.year}, by status and profession
        </caption>
        <thead>
          <tr>
            <th scope="col">Profession</th>
            {renewalStatusNames.map((status) => (
              <th scope="col" key={status} className="text-end">
                {renewalStatusLabels[status]}
              </th>
            ))}
            <th scope="col" className="text-end">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.byProfession.map((p) =>
            row(p.profession || "No scope listed", p.total, p.counts),
          )}
          {row("All professions", summary.total, summary.counts, true)}
        </tbody>
      </table>
    </div>
  );
}
