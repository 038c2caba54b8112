import { inject, injectable } from 'inversify';
import type {
  EmailContent,
  EmailJobRepository,
  EmailJobSummary,
  EmailRecipientRecord,
  NewEmailJob,
} from '../../application/ports/email-job.repository';
import type { EmailOutcome } from '../../contracts/email.codec';
import { isWellFormedId } from '../../domain/validation/well-formed-id';
import { countOf } from './count-of';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

interface SummaryRow {
  id: string;
  subject: string;
  total: number;
  sent: number;
  failed: number;
  created_by: string | null;
  created_by_name: string;
  created_at: Date;
  state: 'running' | 'complete' | 'error' | null;
  started_at: Date | null;
  finished_at: Date | null;
  error: string | null;
}

const toSummary = (row: SummaryRow): EmailJobSummary => ({
  id: row.id,
  subject: row.subject,
  total: row.total,
  sent: row.sent,
  failed: row.failed,
  createdBy: row.created_by,
  createdByName: row.created_by_name,
  createdAt: new Date(row.created_at),
  run:
    row.state === null || row.started_at === null
      ? null
      : {
          state: row.state,
          startedAt: new Date(row.started_at),
          finishedAt: row.finished_at ? new Date(row.finished_at) : null,
          error: row.error,
        },
});

const SUMMARY_COLUMNS = [
  'e.id',
  'e.subject',
  'e.total',
  'e.sent',
  'e.failed',
  'e.created_by',
  'e.created_by_name',
  'e.created_at',
  'j.state',
  'j.started_at',
  'j.finished_at',
  'j.error',
];

// Failed first (what the admin came to see), then what is still to go, then the rest.
const OUTCOME_ORDER = "case r.outcome when 'failed' then 0 when 'pending' then 1 else 2 end";

@injectable()
export class PostgresEmailJobRepository implements EmailJobRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  private summaries() {
    return this.database
      .db()('email_jobs as e')
      .leftJoin('jobs as j', 'j.id', 'e.id')
      .select<SummaryRow[]>(SUMMARY_COLUMNS);
  }

  async create(job: NewEmailJob): Promise<number> {
    const db = this.database.db();
    await db('email_jobs').insert({
      id: job.id,
      subject: job.content.subject,
      text: job.content.text,
      html: job.content.html,
      reply_to: job.content.replyTo,
      audience: job.audience === 'all' ? 'all' : 'users',
      created_by: job.createdBy,
      created_by_name: job.createdByName,
    });
    const audience = db('users')
      .select(db.raw('?::uuid', [job.id]), 'id', 'email')
      .where('email_verified', true)
      .whereNotNull('email');
    if (job.audience !== 'all') audience.whereIn('id', [...job.audience.userIds]);
    await db.raw('insert into email_recipients (job_id, user_id, address) ?', [audience]);
    const total = await countOf(db('email_recipients').where({ job_id: job.id }));
    await db('email_jobs').where({ id: job.id }).update({ total });
    return total;
  }

  async find(id: string): Promise<EmailJobSummary | null> {
    if (!isWellFormedId(id)) return null;
    const row = await this.summaries().where('e.id', id).first();
    return row ? toSummary(row) : null;
  }

  async list(limit: number): Promise<EmailJobSummary[]> {
    const rows = await this.summaries()
      .orderBy([
        { column: 'e.created_at', order: 'desc' },
        { column: 'e.id', order: 'desc' },
      ])
      .limit(limit);
    return rows.map(toSummary);
  }

  async recipients(
    id: string,
    query: { outcome: EmailOutcome | null; offset: number; limit: number },
  ): Promise<{ recipients: EmailRecipientRecord[]; matching: number }> {
    const db = this.database.db();
    const matchingRows = () => {
      const rows = db('email_recipients as r').where('r.job_id', id);
      return query.outcome === null ? rows : rows.where('r.outcome', query.outcome);
    };
    const rows: {
      user_id: string;
      username: string;
      outcome: EmailOutcome;
      error: string | null;
      sent_at: Date | null;
    }[] = await matchingRows()
      .join('users as u', 'u.id', 'r.user_id')
      .select('r.user_id', 'u.username', 'r.outcome', 'r.error', 'r.sent_at')
      .orderByRaw(`${OUTCOME_ORDER}, lower(u.username), r.user_id`)
      .offset(query.offset)
      .limit(query.limit);
    return {
      recipients: rows.map((row) => ({
        userId: row.user_id,
        username: row.username,
        outcome: row.outcome,
        error: row.error,
        sentAt: row.sent_at ? new Date(row.sent_at) : null,
      })),
      matching: await countOf(matchingRows()),
    };
  }

  async content(id: string): Promise<EmailContent | null> {
    const row: { subject: string; text: string; html: string | null; reply_to: string | null } | undefined =
      await this.database.db()('email_jobs').where({ id }).first('subject', 'text', 'html', 'reply_to');
    return row ? { subject: row.subject, text: row.text, html: row.html, replyTo: row.reply_to } : null;
  }

  async lockOldestQueued(): Promise<EmailJobSummary | null> {
    const db = this.database.db();
    const row = await db('email_jobs as e')
      .whereNotExists(db('jobs as j').whereRaw('j.id = e.id').select(db.raw('1')))
      .orderBy([
        { column: 'e.created_at', order: 'asc' },
        { column: 'e.id', order: 'asc' },
      ])
      .forUpdate()
      .skipLocked()
      .first<SummaryRow>([
        ...SUMMARY_COLUMNS.filter((column) => column.startsWith('e.')),
        db.raw('null as state'),
        db.raw('null as started_at'),
        db.raw('null as finished_at'),
        db.raw('null as error'),
      ]);
    return row ? toSummary(row) : null;
  }

  async firstError(id: string): Promise<string | null> {
    const row: { error: string | null } | undefined = await this.database
      .db()('email_recipients')
      .where({ job_id: id, outcome: 'failed' })
      .whereNotNull('error')
      .orderBy('user_id')
      .first('error');
    return row?.error ?? null;
  }
}
