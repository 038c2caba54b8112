import { inject, injectable } from 'inversify';
import type {
  BankAppearance,
  BankCategory,
  BankCategoryToStore,
  CategoryBankRepository,
} from '../../application/ports/category-bank.repository';
import { isWellFormedId } from '../../domain/validation/well-formed-id';
import { countOf } from './count-of';
import { likeLiteral } from './like-pattern';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

interface BankRow {
  id: string;
  name: string;
  words: string[];
  extra_word: string;
  color: string | null;
  author: string;
  source: 'admin' | 'suggestion';
  suggestion_id: string | null;
  version: number;
  created_at: Date;
}

const toCategory = (row: BankRow): BankCategory => ({
  id: row.id,
  name: row.name,
  words: row.words,
  extraWord: row.extra_word,
  color: row.color,
  author: row.author,
  source: row.source,
  suggestionId: row.suggestion_id,
  version: row.version,
  createdAt: new Date(row.created_at),
});

const toRow = (category: BankCategoryToStore) => ({
  id: category.id,
  name: category.name,
  words: JSON.stringify(category.words),
  extra_word: category.extraWord,
  color: category.color,
  author: category.author,
  source: category.source,
  suggestion_id: category.suggestionId,
  created_by: category.createdBy,
  search_text: category.searchText,
});

/** LIKE's own characters in a search are meant literally. */
const likePattern = (text: string) => `%${likeLiteral(text)}%`;

/** Rows per insert statement: far below PostgreSQL's 65,535 bindings. */
const INSERT_CHUNK = 200;

@injectable()
export class PostgresCategoryBankRepository implements CategoryBankRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  private bank() {
    return this.database.db()<BankRow>('category_bank');
  }

  async find(id: string): Promise<BankCategory | null> {
    if (!isWellFormedId(id)) return null;
    const row = await this.bank().where({ id }).first();
    return row ? toCategory(row as BankRow) : null;
  }

  async lock(id: string): Promise<BankCategory | null> {
    if (!isWellFormedId(id)) return null;
    const row = await this.bank().where({ id }).forUpdate().first();
    return row ? toCategory(row as BankRow) : null;
  }

  async findMany(ids: readonly string[]): Promise<BankCategory[]> {
    const wellFormed = ids.filter(isWellFormedId);
    if (wellFormed.length === 0) return [];
    const rows = await this.bank().whereIn('id', wellFormed);
    return (rows as BankRow[]).map(toCategory);
  }

  async list(
    searchKey: string,
    offset: number,
    limit: number,
  ): Promise<{ categories: BankCategory[]; total: number }> {
    const matching = () => {
      const query = this.bank();
      return searchKey === ''
        ? query
        : query.whereRaw("search_text like ? escape '\\'", [likePattern(searchKey)]);
    };
    const rows = await matching()
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .offset(offset)
      .limit(limit);
    return { categories: (rows as BankRow[]).map(toCategory), total: await countOf(matching()) };
  }

  async insert(categories: readonly BankCategoryToStore[]): Promise<void> {
    for (let i = 0; i < categories.length; i += INSERT_CHUNK) {
      await this.database
        .db()('category_bank')
        .insert(categories.slice(i, i + INSERT_CHUNK).map(toRow));
    }
  }

  async update(category: BankCategoryToStore): Promise<void> {
    const { id, ...content } = toRow(category);
    await this.database
      .db()('category_bank')
      .where({ id })
      .update({
        ...content,
        updated_at: this.database.db().fn.now(),
        version: this.database.db().raw('version + 1'),
      });
  }

  async delete(id: string): Promise<void> {
    await this.bank().where({ id }).delete();
  }

  async appearances(ids: readonly string[]): Promise<BankAppearance[]> {
    const wellFormed = ids.filter(isWellFormedId);
    if (wellFormed.length === 0) return [];
    // Published games only (a draft may never reach players). A finished session counts as a player of the
    // day; `solved` holds the positions the player solved.
    const rows: { category_id: string; game_date: string; players: number; solved: number }[] =
      await this.database
        .db()('categories as c')
        .join('games as g', 'g.id', 'c.game_id')
        .where('g.status', 'published')
        .leftJoin('game_sessions as s', function () {
          this.on('s.game_date', '=', 'g.game_date').andOnVal('s.status', '<>', 'playing');
        })
        .whereIn('c.bank_category_id', wellFormed)
        .groupBy('c.bank_category_id', 'g.game_date', 'c.position')
        .orderBy('g.game_date', 'desc')
        .select(
          'c.bank_category_id as category_id',
          'g.game_date',
          this.database.db().raw('count(s.id)::int as players'),
          this.database
            .db()
            .raw('(count(s.id) filter (where s.solved @> jsonb_build_array(c.position)))::int as solved'),
        );
    return rows.map((row) => ({
      categoryId: row.category_id,
      date: row.game_date,
      players: row.players,
      solved: row.solved,
    }));
  }
}
