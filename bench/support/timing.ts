/** Latency percentiles of one measured operation, in milliseconds. */
export interface Latency {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly runs: number;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * Runs `operation(i)` one call at a time: `warmUp` unrecorded calls (JIT, pool, caches), then `runs`
 * recorded ones. One at a time so that each figure is a request's own latency, not a queue's.
 */
export async function measure(
  runs: number,
  warmUp: number,
  operation: (i: number) => Promise<unknown>,
): Promise<Latency> {
  for (let i = 0; i < warmUp; i += 1) await operation(i);
  const durations: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await operation(warmUp + i);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return {
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    p99: percentile(durations, 99),
    runs,
  };
}

/** A seeded pick from a list: the same run draws the same requests. */
export const pick = <T>(items: readonly T[], random: () => number): T => {
  if (items.length === 0) throw new Error('nothing to pick from');
  return items[Math.floor(random() * items.length)] as T;
};
