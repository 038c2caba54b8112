import { inject, injectable } from 'inversify';
import type { Knex } from 'knex';
import type {
  NewsRepository,
  NewsToStore,
  ReaderFilter,
  ReaderNews,
  StoredNews,
} from '../../application/ports/news.repository';
import type { Player } from '../../application/ports/player';
import { isWellFormedId } from '../../domain/validation/well-formed-id';
import { countOf } from './count-of';
import { foreignKeyViolation } from './pg-errors';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import { pollsOf, writePolls } from './news-poll-rows';

interface NewsRow {
  id: string;
  title: string;
  content: string;
  image_key: string | null;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

const NEWS_COLUMNS = [
  'n.id',
  'n.title',
  'n.content',
  'n.image_key',
  'n.active',
  'n.created_at',
  'n.updated_at',
];

/** A reader's table and key: users by id, guests by the id their browser made. */
const readsOf = (reader: Player) =>
  reader.kind === 'user'
    ? { table: 'news_reads', column: 'user_id', id: reader.id }
    : { table: 'guest_news_reads', column: 'guest_id', id: reader.id };

@injectable()
export class PostgresNewsRepository implements NewsRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  private db() {
    return this.database.db();
  }

  /** The items of the rows with their polls, in the rows' order. */
  private async withPolls(rows: NewsRow[]): Promise<StoredNews[]> {
    const polls = await pollsOf(
      this.db(),
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      imageKey: row.image_key,
      active: row.active,
      polls: polls.get(row.id) ?? [],
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
    }));
  }

  private async one(query: Knex.QueryBuilder): Promise<StoredNews | null> {
    const row = (await query.first(NEWS_COLUMNS)) as NewsRow | undefined;
    return row ? ((await this.withPolls([row]))[0] ?? null) : null;
  }

  async find(id: string): Promise<StoredNews | null> {
    if (!isWellFormedId(id)) return null;
    return this.one(this.db()('news_items as n').where('n.id', id));
  }

  async lock(id: string): Promise<StoredNews | null> {
    if (!isWellFormedId(id)) return null;
    return this.one(this.db()('news_items as n').where('n.id', id).forUpdate());
  }

  async list(offset: number, limit: number): Promise<{ items: StoredNews[]; total: number }> {
    const rows: NewsRow[] = await this.db()('news_items as n')
      .orderBy([
        { column: 'n.created_at', order: 'desc' },
        { column: 'n.seq', order: 'desc' },
      ])
      .offset(offset)
      .limit(limit)
      .select(NEWS_COLUMNS);
    const total = await countOf(this.db()('news_items'));
    return { items: await this.withPolls(rows), total };
  }

  async listFor(reader: Player, filter: ReaderFilter, limit: number): Promise<ReaderNews[]> {
    const reads = readsOf(reader);
    const query = this.db()('news_items as n')
      .leftJoin(`${reads.table} as r`, (join) =>
        join.on('r.news_id', 'n.id').andOn(`r.${reads.column}`, this.db().raw('?', [reads.id])),
      )
      .where('n.active', true)
      .orderBy([
        { column: 'n.created_at', order: 'desc' },
        { column: 'n.seq', order: 'desc' },
      ])
      .limit(limit)
      .select([...NEWS_COLUMNS, 'r.read_at']);
    if (filter !== 'all') query.whereNull('r.dismissed_at');
    if (filter === 'unread') query.whereNull('r.read_at');
    const rows: (NewsRow & { read_at: Date | null })[] = await query;
    const items = await this.withPolls(rows);
    return items.map((news, i) => ({ news, read: rows[i]?.read_at != null }));
  }

  async unreadCount(reader: Player): Promise<number> {
    const reads = readsOf(reader);
    return countOf(
      this.db()('news_items as n')
        .where('n.active', true)
        .whereNotExists((inner) =>
          inner
            .select(this.db().raw('1'))
            .from(`${reads.table} as r`)
            .whereRaw('r.news_id = n.id')
            .where(`r.${reads.column}`, reads.id)
            .where((either) => either.whereNotNull('r.read_at').orWhereNotNull('r.dismissed_at')),
        ),
    );
  }

  async insert(news: NewsToStore): Promise<void> {
    await this.db()('news_items').insert({
      id: news.id,
      title: news.title,
      content: news.content,
      image_key: news.imageKey,
      active: news.active,
      created_by: news.actorId,
      updated_by: news.actorId,
      created_at: news.at,
      updated_at: news.at,
    });
    await writePolls(this.db(), news.id, news.polls);
  }

  async update(news: NewsToStore): Promise<void> {
    await this.db()('news_items').where({ id: news.id }).update({
      title: news.title,
      content: news.content,
      image_key: news.imageKey,
      active: news.active,
      updated_by: news.actorId,
      updated_at: news.at,
    });
    await writePolls(this.db(), news.id, news.polls);
  }

  async setActive(id: string, active: boolean, actorId: string | null, at: Date): Promise<void> {
    await this.db()('news_items').where({ id }).update({ active, updated_by: actorId, updated_at: at });
  }

  async delete(id: string): Promise<void> {
    await this.db()('news_items').where({ id }).delete();
  }

  async mark(id: string, reader: Player, mark: 'read' | 'dismissed', at: Date): Promise<boolean> {
    const reads = readsOf(reader);
    const column = mark === 'read' ? 'read_at' : 'dismissed_at';
    try {
      await this.db()(reads.table)
        .insert({ news_id: id, [reads.column]: reads.id, [column]: at })
        .onConflict([reads.column, 'news_id'])
        .merge({ [column]: this.db().raw(`coalesce(${reads.table}.${column}, excluded.${column})`) });
      return true;
    } catch (error) {
      // Deleted between the caller's check and this write.
      if (foreignKeyViolation(error)) return false;
      throw error;
    }
  }
}
