import { inject, injectable } from 'inversify';
import type { DailyJobOutcome, DailyJobs } from '../../application/ports/daily-job.port';
import type { GameDate } from '../../domain/game/game-date';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

/** Advisory lock keys of daily jobs live in their own namespace (the migrations use another). */
const JOB_LOCK_NAMESPACE = 0x5a6a;

@injectable()
export class PostgresDailyJobs implements DailyJobs {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  runOnce(name: string, day: GameDate, work: () => Promise<void>): Promise<DailyJobOutcome> {
    return this.database.run(async () => {
      const db = this.database.db();
      const { rows } = await db.raw<{ rows: { locked: boolean }[] }>(
        'select pg_try_advisory_xact_lock(?, hashtext(?)) as locked',
        [JOB_LOCK_NAMESPACE, name],
      );
      if (!rows[0]?.locked) return 'busy';
      const last: { last_day: string } | undefined = await db('job_runs').where({ name }).first('last_day');
      if (last && last.last_day >= day) return 'alreadyDone';
      await work();
      await db('job_runs')
        .insert({ name, last_day: day, finished_at: new Date() })
        .onConflict('name')
        .merge();
      return 'ran';
    });
  }
}
