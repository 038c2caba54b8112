import { inject, injectable } from 'inversify';
import { GameCalendar } from '../gameplay/game-calendar';
import { DAILY_JOBS, type DailyJobOutcome, type DailyJobs } from '../ports/daily-job.port';
import type { PrunedData } from '../ports/expired-data.repository';
import { PruneExpiredData } from './prune-expired-data.use-case';

export const DATA_PRUNING_JOB = 'data-pruning';

export type DailyPruning =
  | { readonly outcome: 'ran'; readonly pruned: PrunedData }
  | { readonly outcome: Exclude<DailyJobOutcome, 'ran'> };

/**
 * The pruning once a day per instance, whichever process asks first (each asks every minute with the day
 * rollover). The day is claimed first and the batches run after it, each in a transaction of its own:
 * run inside the claim's transaction, a backlog would keep every removed row locked (and, on the embedded
 * database, its only connection busy) until the last batch. A run cut short (a stop, a crash) leaves the
 * rest to the next day's run, which removes everything expired by then.
 */
@injectable()
export class DailyDataPruning {
  constructor(
    @inject(DAILY_JOBS) private readonly jobs: DailyJobs,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(PruneExpiredData) private readonly prune: PruneExpiredData,
  ) {}

  async tick(signal?: AbortSignal): Promise<DailyPruning> {
    const outcome = await this.jobs.runOnce(DATA_PRUNING_JOB, this.calendar.today(), async () => {});
    if (outcome !== 'ran') return { outcome };
    return { outcome, pruned: await this.prune.execute(signal) };
  }
}
