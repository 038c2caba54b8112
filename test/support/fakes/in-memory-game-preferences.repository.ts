import type { GamePreferencesRepository } from '../../../application/ports/game-preferences.repository';
import type { GamePreferences } from '../../../contracts/game.codec';
import type { Snapshotting } from './fake-unit-of-work';

/** Preferences per user, stored as JSON text like the jsonb column: a caller never shares an object with it. */
export class InMemoryGamePreferencesRepository implements GamePreferencesRepository, Snapshotting {
  private preferences = new Map<string, string>();

  async find(userId: string): Promise<Partial<GamePreferences> | null> {
    const stored = this.preferences.get(userId);
    return stored === undefined ? null : (JSON.parse(stored) as Partial<GamePreferences>);
  }

  async save(userId: string, preferences: GamePreferences): Promise<void> {
    this.preferences.set(userId, JSON.stringify(preferences));
  }

  snapshot(): unknown {
    return new Map(this.preferences);
  }

  restore(snapshot: unknown): void {
    this.preferences = new Map(snapshot as Map<string, string>);
  }
}
