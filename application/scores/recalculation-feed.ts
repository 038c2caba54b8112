import { setTimeout as wait } from 'node:timers/promises';
import * as E from 'fp-ts/Either';
import type { RecalculationEventName, RecalculationProgress } from '../../contracts/manage-scores.codec';

export interface FeedEvent {
  readonly event: RecalculationEventName;
  readonly data: RecalculationProgress;
}

export interface FeedOptions {
  /** How often the job row is read. */
  readonly pollMs: number;
  /** A running job is reported at least this often, changed or not (DESIGN 11: at least once a second). */
  readonly everyMs: number;
  readonly signal: AbortSignal;
}

/** Waits, or less when the follower goes away (no listener is left behind by a wait that ran out). */
const pause = (ms: number, signal: AbortSignal) => wait(ms, undefined, { signal }).catch(() => undefined);

const ending = (progress: RecalculationProgress): FeedEvent | null =>
  progress.state === 'complete'
    ? { event: 'complete', data: progress }
    : progress.state === 'error'
      ? { event: 'error', data: progress }
      : null;

/**
 * The events of one recalculation as a browser follows it: `start` with where the job stands, `progress`
 * as it moves (and at least every `everyMs`), then `complete` or `error`. It reads the job's row, so a
 * browser connected to any process, or reconnecting later, follows the same job. A job already over
 * answers its last event at once.
 */
export async function* recalculationFeed(
  read: () => Promise<E.Either<unknown, RecalculationProgress>>,
  first: RecalculationProgress,
  options: FeedOptions,
): AsyncGenerator<FeedEvent> {
  const finished = ending(first);
  if (finished) {
    yield finished;
    return;
  }
  yield { event: 'start', data: first };
  let last = first;
  let lastSentAt = Date.now();
  while (!options.signal.aborted) {
    await pause(options.pollMs, options.signal);
    if (options.signal.aborted) return;
    const now = await read();
    if (E.isLeft(now)) return;
    const end = ending(now.right);
    if (end) {
      yield end;
      return;
    }
    const moved =
      now.right.done !== last.done || now.right.phase !== last.phase || now.right.total !== last.total;
    if (moved || Date.now() - lastSentAt >= options.everyMs) {
      yield { event: 'progress', data: now.right };
      last = now.right;
      lastSentAt = Date.now();
    }
  }
}
