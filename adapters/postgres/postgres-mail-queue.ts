import { inject, injectable } from 'inversify';
import type { ClaimedRecipient, MailQueue } from '../../application/ports/mail-queue.port';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

/** Written on a recipient whose send was under way when its worker died: it may or may not have arrived. */
export const IN_DOUBT =
  'In doubt: the server stopped while this mail was being sent. It may have arrived; it is not sent again, so that nobody gets it twice.';

const secs = (ms: number) => ms / 1000;

/** The send queue over `email_recipients`, `mail_workers` and `mail_pacing` (migration 010). */
@injectable()
export class PostgresMailQueue implements MailQueue {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  private db() {
    return this.database.db();
  }

  async heartbeat(workerId: string): Promise<void> {
    await this.db().raw(
      'insert into mail_workers (id, seen_at) values (?, now()) on conflict (id) do update set seen_at = now()',
      [workerId],
    );
  }

  async leave(workerId: string): Promise<void> {
    await this.database.run(async () => {
      await this.db()('email_recipients')
        .where({ claimed_by: workerId, outcome: 'pending' })
        .whereNull('attempted_at')
        .update({ claimed_by: null });
      await this.db()('mail_workers').where({ id: workerId }).delete();
    });
  }

  async recoverAbandoned(
    staleAfterMs: number,
    ownWorkerId: string,
  ): Promise<{ requeued: number; inDoubt: number }> {
    return this.database.run(async () => {
      const db = this.db();
      // The claims of workers not seen lately (or gone), and this worker's own left from a failed step.
      const { rows } = await db.raw<{ rows: { job_id: string; in_doubt: boolean }[] }>(
        `update email_recipients r
            set claimed_by = null,
                outcome = case when r.attempted_at is null then 'pending' else 'failed' end,
                error = case when r.attempted_at is null then null else ? end
          where r.outcome = 'pending' and r.claimed_by is not null
            and (r.claimed_by = ? or not exists (
                  select 1 from mail_workers w
                   where w.id = r.claimed_by and w.seen_at >= now() - make_interval(secs => ?)))
        returning r.job_id, r.attempted_at is not null as in_doubt`,
        [IN_DOUBT, ownWorkerId, secs(staleAfterMs)],
      );
      const failedPerJob = new Map<string, number>();
      for (const row of rows.filter((r) => r.in_doubt)) {
        failedPerJob.set(row.job_id, (failedPerJob.get(row.job_id) ?? 0) + 1);
      }
      for (const [jobId, failed] of failedPerJob) {
        await db('email_jobs').where({ id: jobId }).increment('failed', failed);
      }
      await db('mail_workers')
        .whereRaw('seen_at < now() - make_interval(secs => ?)', [secs(staleAfterMs)])
        .delete();
      const inDoubt = rows.filter((row) => row.in_doubt).length;
      return { requeued: rows.length - inDoubt, inDoubt };
    });
  }

  async claim(jobId: string, workerId: string, limit: number): Promise<ClaimedRecipient[]> {
    const { rows } = await this.db().raw<{ rows: { job_id: string; user_id: string; address: string }[] }>(
      `update email_recipients r set claimed_by = ?
        where (r.job_id, r.user_id) in (
          select job_id, user_id from email_recipients
           where job_id = ? and outcome = 'pending' and claimed_by is null
           order by user_id
           limit ?
           for update skip locked)
        returning r.job_id, r.user_id, r.address`,
      [workerId, jobId, limit],
    );
    return rows
      .map((row) => ({ jobId: row.job_id, userId: row.user_id, address: row.address }))
      .sort((a, b) => (a.userId < b.userId ? -1 : 1));
  }

  async reserveSlots(count: number, intervalMs: number): Promise<number> {
    const span = secs(count * intervalMs);
    const { rows } = await this.db().raw<{ rows: { until_end_ms: string | number }[] }>(
      `insert into mail_pacing (id, next_at) values (1, now() + make_interval(secs => ?))
       on conflict (id) do update set next_at = greatest(mail_pacing.next_at, now()) + make_interval(secs => ?)
       returning extract(epoch from (next_at - now())) * 1000 as until_end_ms`,
      [span, span],
    );
    return Math.max(0, Number(rows[0]?.until_end_ms ?? 0) - count * intervalMs);
  }

  async attempt(recipient: ClaimedRecipient, workerId: string): Promise<boolean> {
    const updated = await this.mine(recipient, workerId)
      .whereNull('attempted_at')
      .update({ attempted_at: this.db().fn.now() });
    return updated > 0;
  }

  async markSent(recipient: ClaimedRecipient, workerId: string): Promise<void> {
    await this.mark(recipient, workerId, 'sent', null);
  }

  async markFailed(recipient: ClaimedRecipient, workerId: string, error: string): Promise<void> {
    await this.mark(recipient, workerId, 'failed', error.slice(0, 1000));
  }

  async release(recipients: readonly ClaimedRecipient[], workerId: string): Promise<void> {
    if (recipients.length === 0) return;
    await this.db()('email_recipients')
      .where({ job_id: recipients[0]!.jobId, claimed_by: workerId, outcome: 'pending' })
      .whereIn(
        'user_id',
        recipients.map((recipient) => recipient.userId),
      )
      .whereNull('attempted_at')
      .update({ claimed_by: null });
  }

  async hasPending(jobId: string): Promise<boolean> {
    // Two reads, each on its partial index: a finished job's sent rows are never scanned.
    const pending = () => this.db()('email_recipients').where({ job_id: jobId, outcome: 'pending' });
    return (
      (await pending().whereNull('claimed_by').first('user_id')) !== undefined ||
      (await pending().whereNotNull('claimed_by').first('user_id')) !== undefined
    );
  }

  private mine(recipient: ClaimedRecipient, workerId: string) {
    return this.db()('email_recipients').where({
      job_id: recipient.jobId,
      user_id: recipient.userId,
      claimed_by: workerId,
      outcome: 'pending',
    });
  }

  /** The outcome and the job's figure in one statement: they can never disagree. */
  private async mark(
    recipient: ClaimedRecipient,
    workerId: string,
    outcome: 'sent' | 'failed',
    error: string | null,
  ): Promise<void> {
    await this.db().raw(
      `with marked as (
         update email_recipients
            set outcome = ?, error = ?, sent_at = case when ? = 'sent' then now() end, claimed_by = null
          where job_id = ? and user_id = ? and claimed_by = ? and outcome = 'pending' and attempted_at is not null
          returning job_id)
       update email_jobs set ?? = ?? + 1 where id in (select job_id from marked)`,
      [outcome, error, outcome, recipient.jobId, recipient.userId, workerId, outcome, outcome],
    );
  }
}
