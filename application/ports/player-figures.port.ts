import type { PlayerStanding } from '../../domain/standings/player-standing';
import type { OwnedAchievement } from './achievement.repository';

export interface PlayerFigures {
  /** Null before the player's first scoreboard game. */
  readonly standing: PlayerStanding | null;
  readonly achievements: readonly OwnedAchievement[];
}

/** A player's standing and achievements, for the profile and the showcase check. */
export interface PlayerFiguresReader {
  figuresOf(userId: string): Promise<PlayerFigures>;
}

export const PLAYER_FIGURES = Symbol.for('PlayerFiguresReader');
