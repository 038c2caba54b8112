import { CATEGORY_COUNT } from '../constants/scoring.constants';
import { clampUnit, displayedDifficulty, successRate } from './difficulty-gauge';

/** How the players who finished a day's game fared with one category. */
export interface CategorySolveCounts {
  readonly position: number;
  readonly successCount: number;
  readonly totalPlayers: number;
  /** 1 = solved first; null when nobody solved it. */
  readonly averageSolveOrder: number | null;
}

export interface CategoryDifficulty {
  readonly position: number;
  readonly successRate: number;
  readonly successCount: number;
  readonly totalPlayers: number;
  readonly completionCount: number;
  readonly averageSolveOrder: number | null;
  /** 0 = always solved first, 1 = always last. */
  readonly normalizedSolveOrder: number | null;
  /** 0-1, 1 = easiest; the gauge of spec 5. */
  readonly gaugeValue: number;
  readonly difficultyScore: number;
  /** 0-10 with one decimal (spec 5). */
  readonly difficulty: number;
  readonly difficultyPoints: number;
  readonly categoryCount: number;
  /** Rank among the day's categories, easiest first, e.g. '2/5'. */
  readonly orderLabel: string;
}

// Solving a category at all says more about its difficulty than when it was solved.
const SUCCESS_WEIGHT = 0.75;
const ORDER_WEIGHT = 1 - SUCCESS_WEIGHT;

const normalizedOrder = (order: number | null): number | null =>
  order === null ? null : clampUnit((order - 1) / (CATEGORY_COUNT - 1));

/** Before anyone finished, the editor's order (position 0 easiest) stands in for the players'. */
const editorGauge = (position: number): number => 1 - (position + 1) / (CATEGORY_COUNT + 1);

const gaugeOf = (counts: CategorySolveCounts): number => {
  if (counts.totalPlayers === 0) return editorGauge(counts.position);
  const order = normalizedOrder(counts.averageSolveOrder) ?? 1;
  return clampUnit(
    SUCCESS_WEIGHT * successRate(counts.successCount, counts.totalPlayers) + ORDER_WEIGHT * (1 - order),
  );
};

/** The day's categories with their difficulty (the game-over stats view). */
export const categoryDifficulties = (all: readonly CategorySolveCounts[]): CategoryDifficulty[] => {
  const gauges = all.map(gaugeOf);
  const ranked = [...gauges].sort((a, b) => b - a);
  return all.map((counts, i) => {
    const gaugeValue = gauges[i] as number;
    const difficulty = displayedDifficulty(gaugeValue);
    return {
      position: counts.position,
      successRate: successRate(counts.successCount, counts.totalPlayers),
      successCount: counts.successCount,
      totalPlayers: counts.totalPlayers,
      completionCount: counts.successCount,
      averageSolveOrder: counts.averageSolveOrder,
      normalizedSolveOrder: normalizedOrder(counts.averageSolveOrder),
      gaugeValue,
      difficultyScore: 1 - gaugeValue,
      difficulty,
      difficultyPoints: Math.round(difficulty * 10),
      categoryCount: all.length,
      orderLabel: `${ranked.indexOf(gaugeValue) + 1}/${all.length}`,
    };
  });
};
