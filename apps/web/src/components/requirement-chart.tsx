/** One bar of the chart: what is required, and how much of it is done. */
export interface RequirementBar {
  key: string;
  label: string;
  required: number;
  done: number;
  /** The unit as words follow a number other than one: "hours", "contacts". */
  unit: string;
  /** Words in place of the figures, for a requirement met or not rather than counted. */
  words?: { required: string; done: string; left: string };
}

const ROW = 34;
// Wide enough for the longest label and its figures in the chart's own 12-unit type.
const WIDTH = 440;
const BAR = 18;

/** "1 contact", "2.5 hours": a figure with its unit, singular for one. */
const amount = (figure: number, unit: string) =>
  `${figure} ${figure === 1 ? unit.replace(/s$/, "") : unit}`;

/** "9.75 of 40 hours" – the words the chart and its table say of one bar. */
export const barText = (bar: RequirementBar) =>
  bar.words?.done ?? `${bar.done} of ${amount(bar.required, bar.unit)}`;

/**
 * Requirements as horizontal bars, each filled as far as it is done (a requirement of nothing is
 * full), with its label above it: an image (its parts are presentational to assistive
 * technology) whose name says every bar in words, for whoever cannot see it. The same figures stand in a table beside it (RequirementTable), so nothing is only in
 * the picture.
 */
export function RequirementChart({ bars, title }: { bars: RequirementBar[]; title: string }) {
  const height = bars.length * (ROW + 14);
  const description = bars.map((bar) => `${bar.label}: ${barText(bar)}`).join("; ");
  return (
    <svg
      role="img"
      aria-label={`${title}. ${description}.`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      style={{ maxWidth: `${WIDTH * 1.25}px` }}
      className="d-block mb-3"
    >
      {bars.map((bar, i) => {
        const y = i * (ROW + 14);
        const share = bar.required > 0 ? Math.min(bar.done / bar.required, 1) : 1;
        const met = bar.done >= bar.required;
        return (
          <g key={bar.key}>
            <text x={0} y={y + 12} fontSize="12" fill="currentColor">
              {bar.label} – {barText(bar)}
            </text>
            <rect x={0} y={y + 18} width={WIDTH} height={BAR} rx={3} fill="#dee2e6" />
            <rect
              x={0}
              y={y + 18}
              width={WIDTH * share}
              height={BAR}
              rx={3}
              // Bootstrap's success and primary, darker than their defaults: 3:1 on the track.
              fill={met ? "#146c43" : "#0a58ca"}
            />
          </g>
        );
      })}
    </svg>
  );
}

/** The chart's figures as a table: each requirement, what it needs, what is done, what is left. */
export function RequirementTable({ bars, caption }: { bars: RequirementBar[]; caption: string }) {
  return (
    <table className="table table-sm">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Requirement</th>
          <th scope="col">Required</th>
          <th scope="col">Logged</th>
          <th scope="col">Still to do</th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => {
          const left = Math.max(Math.round((bar.required - bar.done) * 100) / 100, 0);
          const { words } = bar;
          return (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{words?.required ?? amount(bar.required, bar.unit)}</td>
              <td>{words?.done ?? amount(bar.done, bar.unit)}</td>
              <td>{left === 0 ? "Met" : (words?.left ?? amount(left, bar.unit))}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
