import type { Throughput } from './load';

/** One figure of the hot-path bench beside its baseline from the same run, and the ratio it must reach. */
export interface HotRow {
  readonly name: string;
  readonly measured: Throughput;
  readonly baselineName: string;
  readonly baseline: Throughput;
  /** measured / baseline throughput must be at least this. */
  readonly targetRatio: number;
}

/** A resident set size against its ceiling (or shown for information when it has none). */
export interface MemoryRow {
  readonly name: string;
  readonly rssMb: number;
  readonly ceilingMb?: number;
}

const ratioOf = (row: HotRow) => row.measured.perSecond / row.baseline.perSecond;

/** A row fails on a missed ratio, and also when answers were not 2xx: such a figure measures errors. */
export const throughputPasses = (row: HotRow): boolean =>
  ratioOf(row) >= row.targetRatio && row.measured.failures === 0;

export const memoryPasses = (row: MemoryRow): boolean =>
  row.ceilingMb === undefined || row.rssMb <= row.ceilingMb;

/** The server's CPU time per answer, where there is a server process to measure. */
const cpu = (throughput: Throughput) =>
  (throughput.cpuUsPerRequest === undefined ? '' : throughput.cpuUsPerRequest.toFixed(0)).padStart(7);

const verdict = (pass: boolean | undefined) => (pass === undefined ? 'info' : pass ? 'PASS' : 'FAIL');

export function printThroughput(rows: readonly HotRow[]): void {
  const width = Math.max(...rows.map((row) => row.name.length), 4);
  const baseWidth = Math.max(...rows.map((row) => row.baselineName.length), 8);
  console.log(
    [
      'path'.padEnd(width),
      'req/s'.padStart(8),
      'p99 ms'.padStart(7),
      'not 2xx'.padStart(8),
      'CPU µs'.padStart(7),
      'baseline'.padEnd(baseWidth),
      'req/s'.padStart(8),
      'p99 ms'.padStart(7),
      'CPU µs'.padStart(7),
      'ratio'.padStart(6),
      'target'.padStart(7),
      'result',
    ].join('  '),
  );
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(width),
        row.measured.perSecond.toFixed(0).padStart(8),
        row.measured.p99Ms.toFixed(1).padStart(7),
        String(row.measured.failures).padStart(8),
        cpu(row.measured),
        row.baselineName.padEnd(baseWidth),
        row.baseline.perSecond.toFixed(0).padStart(8),
        row.baseline.p99Ms.toFixed(1).padStart(7),
        cpu(row.baseline),
        ratioOf(row).toFixed(3).padStart(6),
        `>= ${row.targetRatio}`.padStart(7),
        verdict(throughputPasses(row)),
      ].join('  '),
    );
  }
}

export function printMemory(rows: readonly MemoryRow[]): void {
  const width = Math.max(...rows.map((row) => row.name.length));
  console.log(
    [`${'idle server process'.padEnd(width)}`, 'RSS MB'.padStart(7), 'target'.padStart(9), 'result'].join(
      '  ',
    ),
  );
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(width),
        row.rssMb.toFixed(0).padStart(7),
        (row.ceilingMb === undefined ? '' : `<= ${row.ceilingMb}`).padStart(9),
        verdict(row.ceilingMb === undefined ? undefined : memoryPasses(row)),
      ].join('  '),
    );
  }
}
