import { inject, injectable } from 'inversify';
import type {
  MessageChange,
  MessageRecord,
  MessageRepository,
  NewMessage,
  ShowingMessage,
} from '../../application/ports/message.repository';
import { isWellFormedId } from '../../domain/validation/well-formed-id';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

interface MessageRow {
  id: string;
  message: string;
  starts_at: Date | null;
  ends_at: Date | null;
  active: boolean;
  created_by: string | null;
  created_by_name: string | null;
  created_at: Date;
  updated_at: Date;
}

const at = (value: Date | null): Date | null => (value === null ? null : new Date(value));

const toRecord = (row: MessageRow): MessageRecord => ({
  id: row.id,
  message: row.message,
  startsAt: at(row.starts_at),
  endsAt: at(row.ends_at),
  active: row.active,
  createdBy: row.created_by,
  createdByName: row.created_by_name,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

const COLUMNS = [
  'm.id',
  'm.message',
  'm.starts_at',
  'm.ends_at',
  'm.active',
  'm.created_by',
  'u.username as created_by_name',
  'm.created_at',
  'm.updated_at',
];

@injectable()
export class PostgresMessageRepository implements MessageRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  private messages() {
    return this.database
      .db()('messages as m')
      .leftJoin('users as u', 'u.id', 'm.created_by')
      .select<MessageRow[]>(COLUMNS);
  }

  async showing(now: Date): Promise<ShowingMessage> {
    const db = this.database.db();
    // Active messages are few and indexed (messages_active); both reads stay on that index.
    const row = await this.messages()
      .where('m.active', true)
      .where((q) => q.whereNull('m.starts_at').orWhere('m.starts_at', '<=', now))
      .where((q) => q.whereNull('m.ends_at').orWhere('m.ends_at', '>', now))
      .orderBy([
        { column: 'm.created_at', order: 'desc' },
        { column: 'm.seq', order: 'desc' },
      ])
      .first();
    const next = await db('messages')
      .where('active', true)
      .first<{ at: Date | null }>(
        db.raw(
          'min(least(case when starts_at > ? then starts_at end, case when ends_at > ? then ends_at end)) as at',
          [now, now],
        ),
      );
    return { message: row ? toRecord(row) : null, nextChangeAt: at(next?.at ?? null) };
  }

  async list(): Promise<MessageRecord[]> {
    const rows = await this.messages().orderBy([
      { column: 'm.created_at', order: 'desc' },
      { column: 'm.seq', order: 'desc' },
    ]);
    return rows.map(toRecord);
  }

  async find(id: string, options = { lock: false }): Promise<MessageRecord | null> {
    if (!isWellFormedId(id)) return null;
    const query = this.messages().where('m.id', id);
    const row = await (options.lock ? query.forUpdate('m') : query).first();
    return row ? toRecord(row) : null;
  }

  async create(message: NewMessage): Promise<void> {
    await this.database.db()('messages').insert({
      id: message.id,
      message: message.message,
      starts_at: message.startsAt,
      ends_at: message.endsAt,
      active: message.active,
      created_by: message.createdBy,
      created_at: message.createdAt,
      updated_at: message.createdAt,
    });
  }

  async update(id: string, change: MessageChange, updatedAt: Date): Promise<void> {
    await this.database.db()('messages').where({ id }).update({
      message: change.message,
      starts_at: change.startsAt,
      ends_at: change.endsAt,
      active: change.active,
      updated_at: updatedAt,
    });
  }

  async remove(id: string): Promise<boolean> {
    if (!isWellFormedId(id)) return false;
    return (await this.database.db()('messages').where({ id }).delete()) > 0;
  }
}
