import { StoreContention } from '../../application/errors/store-contention';

// A transaction that lost a race to another is not wrong, only unlucky: run again, it sees the winner's
// rows and decides by them. Six players verifying one address at once used to answer five of them 500
// "deadlock detected"; PostgreSQL's advice for these SQLSTATEs is to retry the transaction.

/** deadlock_detected: PostgreSQL aborted this transaction to break a cycle of lock waits. */
const DEADLOCK_DETECTED = '40P01';
/** serialization_failure: a concurrent update made this transaction's reads stale. */
const SERIALIZATION_FAILURE = '40001';
/**
 * unique_violation: raised after waiting for a concurrent insert of the same key to commit. Run again, the
 * work finds that row (two requests starting the same thing at once); a second one is a real conflict.
 */
const UNIQUE_VIOLATION = '23505';

export interface TransactionRetryPolicy {
  /** Runs in all (the first included) for deadlocks and serialization failures; then 503. */
  readonly attempts: number;
  /** Extra runs after a unique violation, before it is passed on as it is. */
  readonly uniqueViolationRetries: number;
  /** The wait before the first retry; it doubles for each next one, plus up to as much again at random. */
  readonly baseDelayMs: number;
}

/** Three runs, waiting 20-40 ms and then 40-80 ms: racing requests have long finished by then. */
export const TRANSACTION_RETRY: TransactionRetryPolicy = {
  attempts: 3,
  uniqueViolationRetries: 1,
  baseDelayMs: 20,
};

export interface RetryClock {
  sleep(ms: number): Promise<void>;
  /** In [0, 1): the jitter that keeps the racers from colliding again in step. */
  random(): number;
}

const realClock: RetryClock = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

const sqlStateOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/** The wait before retry number `retry` (1-based). */
export const retryDelayMs = (policy: TransactionRetryPolicy, retry: number, random: number): number => {
  const base = policy.baseDelayMs * 2 ** (retry - 1);
  return Math.round(base + base * random);
};

/**
 * Runs a whole transaction (`transaction` begins, runs and commits it) until it passes or the policy gives
 * up: after the last lost race it throws StoreContention (answered 503), and any other failure passes on
 * at once. The work must be the store's only: everything it did is rolled back before it runs again.
 */
export async function retryLostRaces<T>(
  transaction: () => Promise<T>,
  policy: TransactionRetryPolicy = TRANSACTION_RETRY,
  clock: RetryClock = realClock,
): Promise<T> {
  let lostRaces = 0;
  let uniqueViolations = 0;
  for (;;) {
    try {
      return await transaction();
    } catch (error) {
      const state = sqlStateOf(error);
      if (state === UNIQUE_VIOLATION && uniqueViolations < policy.uniqueViolationRetries) {
        uniqueViolations++;
        continue;
      }
      if (state !== DEADLOCK_DETECTED && state !== SERIALIZATION_FAILURE) throw error;
      lostRaces++;
      if (lostRaces >= policy.attempts) throw new StoreContention(error);
      await clock.sleep(retryDelayMs(policy, lostRaces, clock.random()));
    }
  }
}
