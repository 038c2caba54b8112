import type { ScoreboardPreferences } from '../../contracts/scoreboard.codec';

/** The scoreboard's sort, order, filter and selected group of each player. */
export interface ScoreboardPreferencesRepository {
  /** What is stored; a stored value no longer valid is left out, so that its default applies. */
  find(userId: string): Promise<Partial<ScoreboardPreferences> | null>;
  save(userId: string, preferences: ScoreboardPreferences): Promise<void>;
}

export const SCOREBOARD_PREFERENCES_REPOSITORY = Symbol.for('ScoreboardPreferencesRepository');
