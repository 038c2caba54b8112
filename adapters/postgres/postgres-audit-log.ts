import { inject, injectable } from 'inversify';
import type {
  AuditEntry,
  AuditLog,
  AuditQuery,
  AuditReader,
  AuditRecord,
} from '../../application/ports/audit-log.port';
import type { Knex } from 'knex';
import { RANDOM_SOURCE, type RandomSource } from '../../application/ports/random-source.port';
import { countOf } from './count-of';
import { startsWithPattern } from './like-pattern';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

interface AuditRow {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_name: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
}

const toRecord = (row: AuditRow): AuditRecord => ({
  id: row.id,
  at: new Date(row.at),
  actor: { id: row.actor_id, username: row.actor_name },
  action: row.action,
  entity: row.entity,
  entityId: row.entity_id,
  before: row.before,
  after: row.after,
});

function filtered(query: Knex.QueryBuilder, filter: AuditQuery): Knex.QueryBuilder {
  if (filter.action !== null) query.where('action', filter.action);
  if (filter.entity !== null) query.where('entity', filter.entity);
  if (filter.entityId !== null) query.where('entity_id', filter.entityId);
  if (filter.actor !== null)
    query.whereRaw("lower(actor_name) like ? escape '\\'", [startsWithPattern(filter.actor)]);
  if (filter.from !== null) query.where('at', '>=', filter.from);
  if (filter.to !== null) query.where('at', '<=', filter.to);
  return query;
}

/** Append-only: it records and lists, and has no way to change or remove a record. */
@injectable()
export class PostgresAuditLog implements AuditLog, AuditReader {
  constructor(
    @inject(KNEX_DATABASE) private readonly database: KnexDatabase,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
  ) {}

  async record(entry: AuditEntry, at: Date): Promise<void> {
    await this.database
      .db()('audit_log')
      .insert({
        id: this.random.uuid(),
        at,
        actor_id: entry.actor.id,
        actor_name: entry.actor.username,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId,
        before: json(entry.before),
        after: json(entry.after),
      });
  }

  async list(query: AuditQuery): Promise<{ records: AuditRecord[]; total: number }> {
    const db = this.database.db();
    const rows: AuditRow[] = await filtered(db('audit_log'), query)
      .orderBy([
        { column: 'at', order: 'desc' },
        { column: 'seq', order: 'desc' },
      ])
      .limit(query.limit)
      .offset(query.offset)
      .select('*');
    return { records: rows.map(toRecord), total: await countOf(filtered(db('audit_log'), query)) };
  }

  async actions(): Promise<string[]> {
    return this.database.db()('audit_log').distinct('action').orderBy('action').pluck('action');
  }
}
