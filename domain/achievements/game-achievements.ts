import type { GameStatus } from '../scoring/game-status';
import {
  CLOSE_CALL_MAX_SCORE_EXCLUSIVE,
  SCORE_TIERS,
  SMOOTH_BRAIN_MIN_MISTAKES_EXCLUSIVE,
  SPEED_LOSS_TIERS,
  SWITCHES_5,
  TIME_TIERS,
} from './achievement-tiers';
import { tieredType, type AchievementType } from './achievement-types';

export interface FinishedGame {
  readonly status: GameStatus;
  readonly score: number;
  readonly elapsedSeconds: number;
  readonly mistakes: number;
  readonly switches: number;
}

/** Only a real outcome earns anything: a cheater, playing or abandoned game earns nothing. */
export const earnsAchievements = (status: GameStatus): boolean =>
  status === 'won' || status === 'lost' || status === 'forfeit';

/** A forfeit is a loss for the losing families: the player gave up a game they did not win. */
const isLoss = (status: GameStatus): boolean => status === 'lost' || status === 'forfeit';

/** Achievements earned by one game on its own; they can be earned again by later games. */
export const gameAchievements = (game: FinishedGame): AchievementType[] => {
  if (!earnsAchievements(game.status)) return [];
  const won = game.status === 'won';
  const lost = isLoss(game.status);
  const earned: AchievementType[] = [];
  if (won && game.score < CLOSE_CALL_MAX_SCORE_EXCLUSIVE) earned.push('CLOSE_CALL');
  if (game.mistakes > SMOOTH_BRAIN_MIN_MISTAKES_EXCLUSIVE) earned.push('SMOOTH_BRAIN');
  // A perfect game: won without a single penalty other than time.
  if (won && game.mistakes === 0 && game.switches === 0) earned.push('PERFECT_GAME');
  if (won && game.switches === 0) earned.push('NO_SWITCHES');
  if (lost && game.switches >= SWITCHES_5) earned.push('SWITCHES_5_LOSE');
  if (won && game.switches >= SWITCHES_5) earned.push('SWITCHES_5_WIN');
  if (won) {
    for (const tier of SCORE_TIERS) if (game.score >= tier) earned.push(tieredType('SCORE', tier));
    for (const tier of TIME_TIERS) if (game.elapsedSeconds <= tier) earned.push(tieredType('TIME', tier));
  }
  if (lost) {
    for (const tier of SPEED_LOSS_TIERS)
      if (game.elapsedSeconds < tier) earned.push(tieredType('SPEED_LOSS', tier));
  }
  return earned;
};
