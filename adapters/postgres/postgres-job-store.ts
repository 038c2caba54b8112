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
const json = (value: Record<string, unknown>) => JSON.stringify(value) as unknown as Record<string, unknown>;

@injectable()
export class PostgresJobStore implements JobStore {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  private jobs() {
    return this.database.db()<JobRow>('jobs');
  }

  /** Marks the running jobs (of a kind, or the one job) silent for too long as failed. */
  private async expire(where: { kind: string } | { id: string }, staleAfterMs: number): Promise<void> {
    const db = this.database.db();
    await this.jobs()
      .where({ ...where, state: 'running' })
      .whereRaw('heartbeat_at < now() - make_interval(secs => ?)', [staleAfterMs / 1000])
      .update({ state: 'error', error: DIED, finished_at: db.fn.now() });
  }

  async claim(job: NewJob, staleAfterMs: number): Promise<Claim> {
    await this.expire({ kind: job.kind }, staleAfterMs);
    const db = this.database.db();
    try {
      // A savepoint of its own: the unique index refusing the row must not abort a surrounding transaction.
      const [row] = await this.database.run(() =>
        this.jobs()
          .insert({
            id: job.id,
            kind: job.kind,
            state: 'running',
            progress: json(job.progress),
            started_by: job.startedBy,
            started_by_name: job.startedByName,
            started_at: db.fn.now() as unknown as Date,
            heartbeat_at: db.fn.now() as unknown as Date,
          })
          .returning('*'),
      );
      return { claimed: true, job: toRecord(row as JobRow) };
    } catch (error) {
      if (uniqueViolation(error) === null) throw error;
      const running = await this.jobs().where({ kind: job.kind, state: 'running' }).first();
      // Ended between the refused insert and this read: the caller may simply ask again.
      if (!running) return this.claim(job, staleAfterMs);
      return { claimed: false, running: toRecord(running) };
    }
  }

  async report(id: string, progress: Record<string, unknown>): Promise<boolean> {
    const db = this.database.db();
    const updated = await this.jobs()
      .where({ id, state: 'running' })
      .update({ progress: json(progress), heartbeat_at: db.fn.now() as unknown as Date });
    return updated > 0;
  }

  async finish(
    id: string,
    outcome: { state: 'complete' | 'error'; progress: Record<string, unknown>; error: string | null },
  ): Promise<boolean> {
    const db = this.database.db();
    const updated = await this.jobs()
      .where({ id, state: 'running' })
      .update({
        state: outcome.state,
        progress: json(outcome.progress),
        error: outcome.error,
        heartbeat_at: db.fn.now() as unknown as Date,
        finished_at: db.fn.now() as unknown as Date,
      });
    return updated > 0;
  }

  async find(id: string, staleAfterMs: number): Promise<JobRecord | null> {
    if (!isWellFormedId(id)) return null;
    await this.expire({ id }, staleAfterMs);
    const row = await this.jobs().where({ id }).first();
    return row ? toRecord(row) : null;
  }

  async latest(kind: string, staleAfterMs: number): Promise<JobRecord | null> {
    await this.expire({ kind }, staleAfterMs);
    const row = await this.jobs().where({ kind }).orderBy('started_at', 'desc').first();
    return row ? toRecord(row as JobRow) : null;
  }
}
