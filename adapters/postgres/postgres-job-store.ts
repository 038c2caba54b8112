import { inject, injectable } from 'inversify';
import type { Claim, JobRecord, JobStore, NewJob } from '../../application/ports/job-store.port';
import { isWellFormedId } from '../../domain/validation/well-formed-id';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import { uniqueViolation } from './pg-errors';

interface JobRow {
  id: string;
  kind: string;
  state: JobRecord['state'];
  progress: Record<string, unknown>;
  started_by: string | null;
  started_by_name: string;
  started_at: Date;
  heartbeat_at: Date;
  finished_at: Date | null;
  error: string | null;
}

const toRecord = (row: JobRow): JobRecord => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  progress: row.progress,
  startedBy: row.started_by,
  startedByName: row.started_by_name,
  startedAt: new Date(row.started_at),
  heartbeatAt: new Date(row.heartbeat_at),
  finishedAt: row.finished_at ? new Date(row.finished_at) : null,
  error: row.error,
});

const DIED = 'The process running it stopped before it finished';

@injectable()
export class PostgresJobStore implements JobStore {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  private jobs() {
    return this.database.db()<JobRow>('jobs');
  }

  async claim(job: NewJob, now: Date, staleBefore: Date): Promise<Claim> {
    await this.jobs()
      .where({ kind: job.kind, state: 'running' })
      .where('heartbeat_at', '<', staleBefore)
      .update({ state: 'error', error: DIED, finished_at: now });
    try {
      // A savepoint of its own: the unique index refusing the row must not abort a surrounding transaction.
      const [row] = await this.database.run(() =>
        this.jobs()
          .insert({
            id: job.id,
            kind: job.kind,
            state: 'running',
            progress: JSON.stringify(job.progress) as unknown as Record<string, unknown>,
            started_by: job.startedBy,
            started_by_name: job.startedByName,
            started_at: now,
            heartbeat_at: now,
          })
          .returning('*'),
      );
      return { claimed: true, job: toRecord(row as JobRow) };
    } catch (error) {
      if (uniqueViolation(error) === null) throw error;
      const running = await this.jobs().where({ kind: job.kind, state: 'running' }).first();
      // Finished between the refused insert and this read: the caller may simply ask again.
      if (!running) return this.claim(job, now, staleBefore);
      return { claimed: false, running: toRecord(running) };
    }
  }

  async report(id: string, progress: Record<string, unknown>, now: Date): Promise<void> {
    await this.jobs()
      .where({ id, state: 'running' })
      .update({
        progress: JSON.stringify(progress) as unknown as Record<string, unknown>,
        heartbeat_at: now,
      });
  }

  async finish(
    id: string,
    outcome: { state: 'complete' | 'error'; progress: Record<string, unknown>; error: string | null },
    now: Date,
  ): Promise<void> {
    await this.jobs()
      .where({ id })
      .update({
        state: outcome.state,
        progress: JSON.stringify(outcome.progress) as unknown as Record<string, unknown>,
        error: outcome.error,
        heartbeat_at: now,
        finished_at: now,
      });
  }

  async find(id: string): Promise<JobRecord | null> {
    if (!isWellFormedId(id)) return null;
    const row = await this.jobs().where({ id }).first();
    return row ? toRecord(row) : null;
  }

  async latest(kind: string): Promise<JobRecord | null> {
    const row = await this.jobs().where({ kind }).orderBy('started_at', 'desc').first();
    return row ? toRecord(row as JobRow) : null;
  }
}
