import type { ReactNode } from 'react';

/** One headline number of a period, with what it counts and a line under it. */
export function FigureCard({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <div className="cp-figure">
      <dt className="cp-figure__label">{label}</dt>
      <dd className="cp-figure__value">{value}</dd>
      {note ? <dd className="cp-figure__note">{note}</dd> : null}
    </div>
  );
}
