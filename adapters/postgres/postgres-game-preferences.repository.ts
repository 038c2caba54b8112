import { inject, injectable } from 'inversify';
import type { GamePreferencesRepository } from '../../application/ports/game-preferences.repository';
import type { GamePreferences } from '../../contracts/game.codec';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

@injectable()
export class PostgresGamePreferencesRepository implements GamePreferencesRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async find(userId: string): Promise<Partial<GamePreferences> | null> {
    const row = await this.database.db()('game_preferences').where({ user_id: userId }).first('preferences');
    return row ? row.preferences : null;
  }

  async save(userId: string, preferences: GamePreferences): Promise<void> {
    await this.database
      .db()('game_preferences')
      .insert({ user_id: userId, preferences: JSON.stringify(preferences) })
      .onConflict('user_id')
      .merge();
  }
}
