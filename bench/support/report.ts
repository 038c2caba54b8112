import type { Latency } from './timing';

/** One line of the results: a latency against the baseline, or a single duration, or a check. */
export interface ResultRow {
  readonly name: string;
  readonly latency?: Latency;
  /** A single run's duration, for what runs once (the rebuild). */
  readonly seconds?: number;
  /** p95 in ms (or seconds for a single run) that must not be reached; none: shown for information. */
  readonly target?: number;
  /** A check's own verdict (the EXPLAIN plans). */
  readonly verdict?: { pass: boolean; note: string };
}

export const passes = (row: ResultRow): boolean | undefined => {
  if (row.verdict) return row.verdict.pass;
  if (row.target === undefined) return undefined;
  const value = row.seconds ?? row.latency?.p95;
  return value !== undefined && value < row.target;
};

const ms = (value: number | undefined) => (value === undefined ? '' : value.toFixed(2));

/** The table of every result; ratios are p95 against the baseline's p95 measured in the same run. */
export function printTable(rows: readonly ResultRow[], baseline: Latency): void {
  const header = ['', 'p50 ms', 'p95 ms', 'p99 ms', 'p95/base', 'target', 'result'];
  const width = Math.max(...rows.map((row) => row.name.length));
  const line = (cells: string[]) =>
    console.log(
      [cells[0]!.padEnd(width), ...cells.slice(1).map((cell, i) => cell.padStart(i === 5 ? 7 : 9))].join(' '),
    );
  line(header);
  for (const row of rows) {
    const verdict = passes(row);
    const target =
      row.target === undefined
        ? row.verdict
          ? 'no seq'
          : ''
        : row.seconds !== undefined
          ? `< ${row.target} s`
          : `< ${row.target}`;
    const latency = row.latency;
    line([
      row.name,
      row.seconds !== undefined ? `${row.seconds.toFixed(1)} s` : ms(latency?.p50),
      ms(latency?.p95),
      ms(latency?.p99),
      latency ? `${(latency.p95 / baseline.p95).toFixed(1)}x` : '',
      target,
      verdict === undefined ? 'info' : verdict ? 'PASS' : 'FAIL',
    ]);
  }
}
