import { inject, injectable } from 'inversify';
import {
  GUEST_DATA_RETENTION_DAYS,
  REVOKED_SESSION_RETENTION_DAYS,
} from '../../domain/constants/retention.constants';
import { DAY_MS, SECOND_MS } from '../../domain/constants/time.constants';
import { REFRESH_TOKEN_LIFETIME_SECONDS } from '../../domain/constants/tokens.constants';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  EXPIRED_DATA_REPOSITORY,
  PRUNABLE_KINDS,
  type ExpiredDataRepository,
  type PrunedData,
  type PruningCutoffs,
} from '../ports/expired-data.repository';

/** Rows per statement: a backlog of months goes in many short statements, never one long lock. */
export const PRUNE_BATCH_SIZE = 1_000;

export const pruningCutoffs = (now: Date): PruningCutoffs => ({
  now,
  revokedBefore: new Date(now.getTime() - REVOKED_SESSION_RETENTION_DAYS * DAY_MS),
  sessionsStartedBefore: new Date(now.getTime() - REFRESH_TOKEN_LIFETIME_SECONDS * SECOND_MS),
  guestsIdleSince: new Date(now.getTime() - GUEST_DATA_RETENTION_DAYS * DAY_MS),
});

const nothingPruned = (): PrunedData =>
  Object.fromEntries(PRUNABLE_KINDS.map((kind) => [kind, 0])) as PrunedData;

/**
 * Removes what nobody can use any more (see ExpiredDataRepository for what and why), batch by batch.
 * Safe to run at any time and any number of times: each batch removes only what is expired at that
 * moment. An aborted `signal` stops it between batches; the rest waits for the next run.
 */
@injectable()
export class PruneExpiredData {
  constructor(
    @inject(CLOCK) private readonly clock: Clock,
    @inject(EXPIRED_DATA_REPOSITORY) private readonly store: ExpiredDataRepository,
  ) {}

  async execute(signal?: AbortSignal): Promise<PrunedData> {
    const cutoffs = pruningCutoffs(this.clock.now());
    const pruned = nothingPruned();
    for (const kind of PRUNABLE_KINDS) {
      for (;;) {
        if (signal?.aborted) return pruned;
        const removed = await this.store.pruneBatch(kind, cutoffs, PRUNE_BATCH_SIZE);
        pruned[kind] += removed;
        if (removed < PRUNE_BATCH_SIZE) break;
      }
    }
    return pruned;
  }
}
