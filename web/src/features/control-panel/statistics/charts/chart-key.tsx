import type { ChartKind } from '../model/chart-model';

interface KeyItem {
  key: string;
  name: string;
  /** The value at the pointer (or the latest), or null to name the series only. */
  value: string | null;
}

/** Each series' mark as drawn: the line with its dash, or a bar. Colours come from chart.css. */
function Mark({ kind, position }: { kind: ChartKind; position: number }) {
  if (kind === 'bars') return <span className={`cp-chart__bar cp-chart__series--${position}`} />;
  const dash = position === 2 ? '5 3' : position === 3 ? '1.5 3' : undefined;
  return (
    <svg
      className={`cp-chart__line cp-chart__series--${position}`}
      width="22"
      height="10"
      viewBox="0 0 22 10"
    >
      <path
        d="M1 5h20"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeDasharray={dash}
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The chart's key, doubling as its readout: each series by name and mark, with its value at the position
 * under the pointer. For the eye only; the chart's label and table say the same to a screen reader.
 */
export function ChartKey({ kind, at, items }: { kind: ChartKind; at: string | null; items: KeyItem[] }) {
  return (
    <span className="cp-chart__key" aria-hidden="true">
      {at === null ? null : <span className="cp-chart__at">{at}</span>}
      {items.map((item, index) => (
        <span key={item.key} className="cp-chart__item">
          <Mark kind={kind} position={index + 1} />
          <span>{item.name}</span>
          {item.value === null ? null : <strong className="cp-chart__value">{item.value}</strong>}
        </span>
      ))}
    </span>
  );
}
