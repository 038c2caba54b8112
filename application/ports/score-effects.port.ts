import type { OwnedAchievement } from './achievement.repository';
import type { GameScore } from './game-score.repository';

/**
 * What follows from a stored score beyond the score itself (standings, achievements), run inside the
 * transaction that stores it. Gameplay knows only this port; the standings feature implements it.
 */
export interface ScoreEffects {
  /** Answers the achievements the game unlocked, with the player's counts of them. */
  afterScore(score: GameScore): Promise<OwnedAchievement[]>;
  /** What a finished game unlocked, for its result read later. */
  ofGame(score: Pick<GameScore, 'player' | 'gameDate' | 'isDemo'>): Promise<OwnedAchievement[]>;
}

export const SCORE_EFFECTS = Symbol.for('ScoreEffects');
