import type { DayScore, PodiumAward } from '../../domain/achievements/podium';
import type { GameDate } from '../../domain/game/game-date';

/** The podium of each finished date, decided once. */
export interface PodiumRepository {
  /** Published game dates before `today` whose podium is not decided yet, ascending. */
  undecidedDates(today: GameDate): Promise<GameDate[]>;
  /**
   * The date's best scoreboard scores (registered players not flagged as cheaters, no demo games),
   * best first; every score tied with the third best is included.
   */
  contenders(gameDate: GameDate): Promise<DayScore[]>;
  /** Records the date as decided with its awards; false if another run decided it first (nothing written). */
  decide(
    gameDate: GameDate,
    awards: readonly PodiumAward[],
    scores: ReadonlyMap<string, number>,
  ): Promise<boolean>;
  /**
   * Sets every player's podium achievement counts from the recorded podiums (the rebuild): decided
   * podiums are never decided again, since later scores of a date must not move them.
   */
  recountAchievements(): Promise<void>;
}

export const PODIUM_REPOSITORY = Symbol.for('PodiumRepository');
