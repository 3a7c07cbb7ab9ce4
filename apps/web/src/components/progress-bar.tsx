/**
 * A Bootstrap progress bar with its ARIA: `done` of `total` steps (or bytes, or percent), the
 * text a screen reader reads for it, and a name given by a label element or in words.
 */
export function ProgressBar(props: {
  done: number;
  total: number;
  valueText: string;
  label: { labelledBy: string } | { name: string };
  className?: string;
}) {
  const { done, total, valueText, label } = props;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div
      className={`progress ${props.className ?? ""}`.trim()}
      role="progressbar"
      {...("labelledBy" in label
        ? { "aria-labelledby": label.labelledBy }
        : { "aria-label": label.name })}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={valueText}
    >
      <div className="progress-bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
