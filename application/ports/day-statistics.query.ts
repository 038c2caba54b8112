import type { CategorySolveCounts } from '../../domain/standings/category-difficulty';

export interface MistakeCount {
  readonly words: string[];
  readonly count: number;
}

/** Read models of one game date for the game-over screen. */
export interface DayStatisticsQuery {
  /** Final scores of registered players (no demo games, no cheaters), ascending. */
  scores(gameDate: string): Promise<number[]>;
  /** The most common wrong combinations of the day, most common first. */
  commonMistakes(gameDate: string, limit: number): Promise<MistakeCount[]>;
  /** For each category position: how many finished players solved it and how early. */
  categorySolves(gameDate: string): Promise<CategorySolveCounts[]>;
}

export const DAY_STATISTICS_QUERY = Symbol.for('DayStatisticsQuery');
