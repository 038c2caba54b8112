import type { GamePreferences } from '../../contracts/game.codec';

export interface GamePreferencesRepository {
  find(userId: string): Promise<Partial<GamePreferences> | null>;
  save(userId: string, preferences: GamePreferences): Promise<void>;
}

export const GAME_PREFERENCES_REPOSITORY = Symbol.for('GamePreferencesRepository');
