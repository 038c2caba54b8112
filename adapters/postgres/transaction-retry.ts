import { StoreContention } from '../../application/errors/store-contention';
import { StoreUnavailable } from '../../application/errors/store-unavailable';
import { connectionTrouble, wasNeverSent } from './connection-loss';

// A transaction that lost a race to another is not wrong, only unlucky: run again, it sees the winner's
// rows and decides by them. Six players verifying one address at once used to answer five of them 500
// "deadlock detected"; PostgreSQL's advice for these SQLSTATEs is to retry the transaction.
// A transaction whose connection was lost before its commit (a restart, a failover) did nothing: it is run
// once more on a fresh connection, and if that fails too the caller is told 503 with Retry-After.

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
  /** Extra runs after the connection was lost (the work never committed), before StoreUnavailable. */
  readonly connectionLossRetries: number;
  /** The wait before such a run, plus up to as much again at random: a restarting server is back by then. */
  readonly connectionLossDelayMs: number;
}

/**
 * Three runs, waiting 20-40 ms and then 40-80 ms: racing requests have long finished by then. One more run
 * after a lost connection, 200-400 ms later: a fast restart refuses connections for a few hundred ms.
 */
export const TRANSACTION_RETRY: TransactionRetryPolicy = {
  attempts: 3,
  uniqueViolationRetries: 1,
  baseDelayMs: 20,
  connectionLossRetries: 1,
  connectionLossDelayMs: 200,
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

const connectionLossDelayMs = (policy: TransactionRetryPolicy, random: number): number =>
  Math.round(policy.connectionLossDelayMs * (1 + random));

/** The wait before retry number `retry` (1-based). */
export const retryDelayMs = (policy: TransactionRetryPolicy, retry: number, random: number): number => {
  const base = policy.baseDelayMs * 2 ** (retry - 1);
  return Math.round(base + base * random);
};

/**
 * Runs a whole transaction (`transaction` begins, runs and commits it) until it passes or the policy gives
 * up: after the last lost race it throws StoreContention, after the last lost connection StoreUnavailable
 * (both answered 503), and any other failure passes on at once. The work must be the store's only:
 * everything it did is rolled back before it runs again. A transaction that may have committed (its
 * connection was lost during the COMMIT) must throw StoreUnavailable itself, which is never retried.
 */
export async function retryLostRaces<T>(
  transaction: () => Promise<T>,
  policy: TransactionRetryPolicy = TRANSACTION_RETRY,
  clock: RetryClock = realClock,
): Promise<T> {
  let lostRaces = 0;
  let uniqueViolations = 0;
  let lostConnections = 0;
  for (;;) {
    try {
      return await transaction();
    } catch (error) {
      const trouble = connectionTrouble(error);
      if (trouble === 'lost' && lostConnections < policy.connectionLossRetries) {
        lostConnections++;
        await clock.sleep(connectionLossDelayMs(policy, clock.random()));
        continue;
      }
      // A pool acquire timeout has spent its wait already: waiting as long again would be a hang.
      if (trouble) throw new StoreUnavailable('database', error);
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

/**
 * Runs one statement outside any transaction. If its connection was lost, it runs once more on a fresh one
 * when that is safe: it only reads, or it never reached the server (no connection could be had). Otherwise,
 * or if it fails so again, it throws StoreUnavailable (503): a write whose connection broke under it may
 * or may not have been applied, and only the caller can decide to ask again.
 */
export async function retryLostConnection<T>(
  statement: () => Promise<T>,
  readsOnly: boolean,
  policy: TransactionRetryPolicy = TRANSACTION_RETRY,
  clock: RetryClock = realClock,
): Promise<T> {
  for (let lostConnections = 0; ; lostConnections++) {
    try {
      return await statement();
    } catch (error) {
      const trouble = connectionTrouble(error);
      if (!trouble) throw error;
      const repeatable = readsOnly || wasNeverSent(error);
      if (trouble === 'timed-out' || !repeatable || lostConnections >= policy.connectionLossRetries)
        throw new StoreUnavailable('database', error);
      await clock.sleep(connectionLossDelayMs(policy, clock.random()));
    }
  }
}
