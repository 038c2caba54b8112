import { inject, injectable } from 'inversify';
import type {
  CalendarDay,
  GameListQuery,
  GameToStore,
  ManagedGame,
  ManagedGameRepository,
  StoredCategory,
  UsageNear,
} from '../../application/ports/managed-game.repository';
import type { GridRows } from '../../domain/game/grid';
import type { ManagedGameStatus } from '../../domain/puzzles/game-schedule';
import { isWellFormedId } from '../../domain/validation/well-formed-id';
import { categoryRows, toCategory, type CategoryRow } from './category-rows';
import { countOf } from './count-of';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

interface GameRow {
  id: string;
  game_date: string;
  title: string | null;
  status: 'draft' | 'published';
  version: number;
  grid_layout: string[][] | null;
  updated_at: Date;
}

const GAME_COLUMNS = ['id', 'game_date', 'title', 'status', 'version', 'grid_layout', 'updated_at'];

const toStoredCategory = (row: CategoryRow): StoredCategory => ({
  ...toCategory(row),
  bankCategoryId: row.bank_category_id,
});

/** Each list's rows and order (DESIGN 11); `?` is today. */
const LIST: Record<ManagedGameStatus, { where: string; order: 'asc' | 'desc' }> = {
  upcoming: { where: "status = 'published' and game_date > ?", order: 'asc' },
  published: { where: "status = 'published' and game_date <= ?", order: 'desc' },
  past: { where: 'game_date < ?', order: 'desc' },
  draft: { where: "status = 'draft' and game_date >= ?", order: 'asc' },
};

@injectable()
export class PostgresManagedGameRepository implements ManagedGameRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  private db() {
    return this.database.db();
  }

  /** The games of the rows with their categories, in the rows' order: two statements whatever the count. */
  private async withCategories(rows: GameRow[]): Promise<ManagedGame[]> {
    if (rows.length === 0) return [];
    const categories: CategoryRow[] = await this.db()('categories')
      .whereIn(
        'game_id',
        rows.map((row) => row.id),
      )
      .orderBy('position');
    return rows.map((row) => ({
      id: row.id,
      date: row.game_date,
      title: row.title,
      published: row.status === 'published',
      version: row.version,
      gridLayout: row.grid_layout,
      categories: categories.filter((c) => c.game_id === row.id).map(toStoredCategory),
      updatedAt: new Date(row.updated_at),
    }));
  }

  async find(id: string): Promise<ManagedGame | null> {
    if (!isWellFormedId(id)) return null;
    const row = await this.db()('games').where({ id }).first(GAME_COLUMNS);
    return row ? ((await this.withCategories([row]))[0] ?? null) : null;
  }

  async lock(id: string): Promise<ManagedGame | null> {
    if (!isWellFormedId(id)) return null;
    const row = await this.db()('games').where({ id }).forUpdate().first(GAME_COLUMNS);
    return row ? ((await this.withCategories([row]))[0] ?? null) : null;
  }

  async lockDate(date: string): Promise<{ taken: boolean }> {
    // The same lock as the import's publish: two writers of one new date queue instead of colliding.
    await this.db().raw("select pg_advisory_xact_lock(hashtext('games:' || ?))", [date]);
    const row = await this.db()('games').where({ game_date: date }).first('id');
    return { taken: row !== undefined };
  }

  async list({
    status,
    today,
    offset,
    limit,
  }: GameListQuery): Promise<{ games: ManagedGame[]; total: number }> {
    const { where, order } = LIST[status];
    const query = this.db()('games')
      .whereRaw(where, [today])
      .orderBy('game_date', order)
      .offset(offset)
      .select(GAME_COLUMNS);
    const rows: GameRow[] = await (limit === null ? query : query.limit(limit));
    const total = limit === null ? rows.length : await countOf(this.db()('games').whereRaw(where, [today]));
    return { games: await this.withCategories(rows), total };
  }

  async playerCounts(dates: readonly string[]): Promise<Map<string, number>> {
    if (dates.length === 0) return new Map();
    const rows: { game_date: string; players: number }[] = await this.db()('game_sessions')
      .whereIn('game_date', [...dates])
      .groupBy('game_date')
      .select('game_date', this.db().raw('count(*)::int as players'));
    return new Map(rows.map((row) => [row.game_date, row.players]));
  }

  async insert(game: GameToStore): Promise<void> {
    await this.db()('games').insert({
      id: game.id,
      game_date: game.date,
      title: game.title,
      status: game.published ? 'published' : 'draft',
      grid_layout: game.gridLayout === null ? null : JSON.stringify(game.gridLayout),
      created_by: game.actorId,
      updated_by: game.actorId,
    });
    await this.db()('categories').insert(categoryRows(game.id, game.categories));
  }

  async update(game: GameToStore): Promise<void> {
    await this.db()('games')
      .where({ id: game.id })
      .update({
        game_date: game.date,
        title: game.title,
        status: game.published ? 'published' : 'draft',
        grid_layout: game.gridLayout === null ? null : JSON.stringify(game.gridLayout),
        updated_by: game.actorId,
        updated_at: this.db().fn.now(),
        version: this.db().raw('version + 1'),
      });
    await this.db()('categories').where({ game_id: game.id }).delete();
    await this.db()('categories').insert(categoryRows(game.id, game.categories));
  }

  async setPublished(
    id: string,
    published: boolean,
    gridLayout: GridRows | null,
    actorId: string | null,
  ): Promise<void> {
    await this.db()('games')
      .where({ id })
      .update({
        status: published ? 'published' : 'draft',
        grid_layout: gridLayout === null ? null : JSON.stringify(gridLayout),
        updated_by: actorId,
        updated_at: this.db().fn.now(),
        version: this.db().raw('version + 1'),
      });
  }

  async delete(id: string): Promise<void> {
    await this.db()('games').where({ id }).delete();
  }

  async moveDates(moves: readonly { id: string; date: string }[], actorId: string | null): Promise<void> {
    await this.db().raw('set constraints games_game_date_unique deferred');
    for (const move of moves) {
      await this.db()('games')
        .where({ id: move.id })
        .update({
          game_date: move.date,
          updated_by: actorId,
          updated_at: this.db().fn.now(),
          version: this.db().raw('version + 1'),
        });
    }
    await this.db().raw('set constraints games_game_date_unique immediate');
  }

  async calendar(from: string, to: string): Promise<CalendarDay[]> {
    const rows: Pick<GameRow, 'id' | 'game_date' | 'status' | 'title'>[] = await this.db()('games')
      .whereBetween('game_date', [from, to])
      .orderBy('game_date')
      .select('id', 'game_date', 'status', 'title');
    return rows.map((row) => ({
      date: row.game_date,
      gameId: row.id,
      published: row.status === 'published',
      title: row.title,
    }));
  }

  async takenDates(from: string, to: string): Promise<Set<string>> {
    const dates: string[] = await this.db()('games').whereBetween('game_date', [from, to]).pluck('game_date');
    return new Set(dates);
  }

  async usageBetween(from: string, to: string, exceptGameId: string | null): Promise<UsageNear> {
    const query = this.db()('categories as c')
      .join('games as g', 'g.id', 'c.game_id')
      .whereBetween('g.game_date', [from, to])
      .select('g.game_date', 'c.name', 'c.words', 'c.extra_word');
    if (exceptGameId !== null && isWellFormedId(exceptGameId)) query.whereNot('g.id', exceptGameId);
    const rows: { game_date: string; name: string; words: string[]; extra_word: string }[] = await query;
    return {
      names: rows.map((row) => ({ name: row.name, date: row.game_date })),
      words: rows.flatMap((row) =>
        [...row.words, row.extra_word].map((word) => ({ word, date: row.game_date })),
      ),
    };
  }
}
