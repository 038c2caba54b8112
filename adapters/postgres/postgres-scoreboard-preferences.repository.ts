import { isRight, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ScoreboardPreferencesRepository } from '../../application/ports/scoreboard-preferences.repository';
import {
  ScoreboardFilterCodec,
  SortKeyCodec,
  SortOrderCodec,
  type ScoreboardPreferences,
} from '../../contracts/scoreboard.codec';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

interface PreferencesRow {
  sort_by: string;
  sort_order: string;
  filter: string;
  selected_group_id: string | null;
}

// A stored value no longer offered (a sort key dropped in a later version) reads as not stored: the caller
// then falls back to its default for that field alone.
const known = <K extends keyof ScoreboardPreferences>(
  key: K,
  codec: { decode(value: unknown): Either<unknown, ScoreboardPreferences[K]> },
  value: unknown,
): Partial<ScoreboardPreferences> => {
  const decoded = codec.decode(value);
  return isRight(decoded) ? { [key]: decoded.right } : {};
};

const toPreferences = (row: PreferencesRow): Partial<ScoreboardPreferences> => ({
  ...known('sortBy', SortKeyCodec, row.sort_by),
  ...known('sortOrder', SortOrderCodec, row.sort_order),
  ...known('filter', ScoreboardFilterCodec, row.filter),
  selectedGroupId: row.selected_group_id,
});

@injectable()
export class PostgresScoreboardPreferencesRepository implements ScoreboardPreferencesRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async find(userId: string): Promise<Partial<ScoreboardPreferences> | null> {
    const row: PreferencesRow | undefined = await this.database
      .db()('scoreboard_preferences')
      .where({ user_id: userId })
      .first('sort_by', 'sort_order', 'filter', 'selected_group_id');
    return row ? toPreferences(row) : null;
  }

  async save(userId: string, preferences: ScoreboardPreferences): Promise<void> {
    await this.database
      .db()('scoreboard_preferences')
      .insert({
        user_id: userId,
        sort_by: preferences.sortBy,
        sort_order: preferences.sortOrder,
        filter: preferences.filter,
        selected_group_id: preferences.selectedGroupId,
      })
      .onConflict('user_id')
      .merge();
  }
}
