import type { AchievementType } from '../../domain/achievements/achievement-types';
import type { ScoreFigures } from '../../domain/scoring/score-correction';
import type { GameScore } from './game-score.repository';

export interface StoredScore extends GameScore {
  /** What the game unlocked when it was stored (its result screen's list). */
  readonly achievements: readonly AchievementType[];
}

/** Stored scores as an admin corrects them (DESIGN 11). */
export interface ScoreCorrectionRepository {
  /** The score, its row held until the transaction ends; null for an unknown id. */
  lock(id: string): Promise<StoredScore | null>;
  /** Writes the new figures; a player's cheater mark follows whether any of their scores is a cheater's. */
  correct(score: StoredScore, figures: ScoreFigures): Promise<void>;
}

export const SCORE_CORRECTION_REPOSITORY = Symbol.for('ScoreCorrectionRepository');
