import { inject, injectable } from 'inversify';
import type { GamePreferences } from '../../contracts/game.codec';
import {
  GAME_PREFERENCES_REPOSITORY,
  type GamePreferencesRepository,
} from '../ports/game-preferences.repository';

export const DEFAULT_GAME_PREFERENCES: GamePreferences = {
  verticalPosition: 'center',
  hideInstructions: false,
};

/** GET and PUT /game/preferences: the board's position and whether the instructions open first. */
@injectable()
export class GamePreferencesService {
  constructor(@inject(GAME_PREFERENCES_REPOSITORY) private readonly repository: GamePreferencesRepository) {}

  async get(userId: string): Promise<GamePreferences> {
    return { ...DEFAULT_GAME_PREFERENCES, ...(await this.repository.find(userId)) };
  }

  /** A partial update: fields left out keep their stored value. */
  async update(userId: string, change: Partial<GamePreferences>): Promise<GamePreferences> {
    const next = { ...(await this.get(userId)), ...change };
    await this.repository.save(userId, next);
    return next;
  }
}
