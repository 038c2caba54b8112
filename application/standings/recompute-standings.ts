import { inject, injectable } from 'inversify';
import { playerStanding, type StandingsCalendar } from '../../domain/standings/player-standing';
import { UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { STANDINGS_REPOSITORY, type StandingsRepository } from '../ports/standings.repository';

/** Users per round trip: large enough to be quick, small enough for PostgreSQL's parameter limit. */
export const RECOMPUTE_BATCH_SIZE = 2_000;
/**
 * The first round trip is small and each next one twice the size up to the full batch, so that the first
 * progress reaches whoever follows a rebuild within a fraction of a second, not after a full batch.
 */
export const FIRST_BATCH_SIZE = 250;

export type UserPage = (after: string | null, limit: number) => Promise<string[]>;

/**
 * Recomputes standings page by page from the scores, with the same function as the score transaction,
 * each page in a transaction holding its rows. `onBatch` hears the running count after each page; an
 * aborted `signal` stops it before the next page.
 */
@injectable()
export class RecomputeStandings {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(STANDINGS_REPOSITORY) private readonly standings: StandingsRepository,
  ) {}

  async run(
    calendar: StandingsCalendar,
    nextPage: UserPage,
    onBatch: (done: number) => void = () => {},
    signal?: AbortSignal,
  ): Promise<number> {
    let after: string | null = null;
    let done = 0;
    for (let size = FIRST_BATCH_SIZE; ; size = Math.min(size * 2, RECOMPUTE_BATCH_SIZE)) {
      // Between batches, never inside one: every batch that began is committed whole.
      signal?.throwIfAborted();
      const userIds = await nextPage(after, size);
      if (userIds.length === 0) return done;
      await this.unitOfWork.run(async () => {
        await this.standings.lock(userIds);
        const results = await this.standings.resultsOf(userIds);
        await this.standings.save(
          userIds.map((userId) => ({
            userId,
            standing: playerStanding(results.get(userId) ?? [], calendar),
          })),
        );
      });
      done += userIds.length;
      after = userIds[userIds.length - 1] as string;
      onBatch(done);
    }
  }
}
