import { inject, injectable } from 'inversify';
import type { SuggestionStatus } from '../../contracts/social.codec';
import type {
  Suggestion,
  SuggestionForReview,
  SuggestionRepository,
  TopSuggester,
} from '../../application/ports/suggestion.repository';
import { isWellFormedId } from '../../domain/validation/well-formed-id';
import { countOf } from './count-of';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

interface SuggestionRow {
  id: string;
  user_id: string;
  name: string;
  words: string[];
  extra_word: string;
  status: SuggestionStatus;
  created_at: Date;
  reviewed_at: Date | null;
}

const toSuggestion = (row: SuggestionRow): Suggestion => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  words: row.words,
  extraWord: row.extra_word,
  status: row.status,
  createdAt: new Date(row.created_at),
  reviewedAt: row.reviewed_at ? new Date(row.reviewed_at) : null,
});

@injectable()
export class PostgresSuggestionRepository implements SuggestionRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  private suggestions() {
    return this.database.db()<SuggestionRow>('category_suggestions');
  }

  async lockPlayer(userId: string): Promise<boolean> {
    // NO KEY UPDATE: enough to serialise one player's writes, without blocking rows that reference the user.
    const row = await this.database.db()('users').where({ id: userId }).forNoKeyUpdate().first('id');
    return row !== undefined;
  }

  async submittedSince(userId: string, since: Date): Promise<Date[]> {
    const rows = await this.suggestions()
      .where({ user_id: userId })
      .where('created_at', '>=', since)
      .select('created_at');
    return rows.map((row) => new Date(row.created_at));
  }

  async add(suggestion: Suggestion): Promise<void> {
    await this.suggestions().insert({
      id: suggestion.id,
      user_id: suggestion.userId,
      name: suggestion.name,
      words: JSON.stringify(suggestion.words) as unknown as string[],
      extra_word: suggestion.extraWord,
      status: suggestion.status,
      created_at: suggestion.createdAt,
      reviewed_at: suggestion.reviewedAt,
    });
  }

  async find(id: string): Promise<Suggestion | null> {
    if (!isWellFormedId(id)) return null;
    const row = await this.suggestions().where({ id }).first();
    return row ? toSuggestion(row as SuggestionRow) : null;
  }

  async listByUser(userId: string): Promise<Suggestion[]> {
    const rows = await this.suggestions()
      .where({ user_id: userId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    return (rows as SuggestionRow[]).map(toSuggestion);
  }

  async countByUser(userId: string, statuses: readonly SuggestionStatus[]): Promise<number> {
    return countOf(
      this.suggestions()
        .where({ user_id: userId })
        .whereIn('status', [...statuses]),
    );
  }

  async setStatus(id: string, status: SuggestionStatus, reviewedAt: Date | null): Promise<void> {
    await this.suggestions().where({ id }).update({ status, reviewed_at: reviewedAt });
  }

  async topSuggesters(statuses: readonly SuggestionStatus[], limit: number): Promise<TopSuggester[]> {
    const rows: { id: string; username: string; suggestion_count: number }[] = await this.database
      .db()('category_suggestions')
      .join('users', 'users.id', 'category_suggestions.user_id')
      .whereIn('category_suggestions.status', [...statuses])
      .groupBy('users.id', 'users.username')
      .select('users.id', 'users.username')
      .select(this.database.db().raw('count(*)::int as suggestion_count'))
      // The latest counted suggestion is when the count was reached: the earlier one wins a tie.
      .orderByRaw('count(*) desc, max(category_suggestions.created_at) asc, users.id asc')
      .limit(limit);
    return rows.map((row) => ({
      userId: row.id,
      username: row.username,
      suggestionCount: row.suggestion_count,
    }));
  }

  private forReview() {
    const db = this.database.db();
    return db('category_suggestions as s')
      .join('users as u', 'u.id', 's.user_id')
      .select(
        's.*',
        'u.username',
        db.raw(
          '(select b.id from category_bank b where b.suggestion_id = s.id order by b.created_at limit 1) as bank_category_id',
        ),
      );
  }

  private toReviewed(
    row: SuggestionRow & { username: string; bank_category_id: string | null },
  ): SuggestionForReview {
    return { ...toSuggestion(row), username: row.username, bankCategoryId: row.bank_category_id };
  }

  async listForReview(
    status: SuggestionStatus,
    offset: number,
    limit: number,
  ): Promise<{ suggestions: SuggestionForReview[]; total: number }> {
    const order = status === 'pending' ? 'asc' : 'desc';
    const rows = await this.forReview()
      .where('s.status', status)
      .orderBy([
        { column: status === 'pending' ? 's.created_at' : 's.reviewed_at', order },
        { column: 's.id', order },
      ])
      .offset(offset)
      .limit(limit);
    return {
      suggestions: rows.map((row: SuggestionRow & { username: string; bank_category_id: string | null }) =>
        this.toReviewed(row),
      ),
      total: await countOf(this.suggestions().where({ status })),
    };
  }

  async findForReview(id: string): Promise<SuggestionForReview | null> {
    if (!isWellFormedId(id)) return null;
    const row = await this.forReview().where('s.id', id).first();
    return row ? this.toReviewed(row) : null;
  }
}
