import { DIFFICULTY_BAND_THRESHOLDS, DIFFICULTY_GAUGE_STEPS } from '../constants/standings.constants';
import { formatFixedDecimals } from '../formatting/fixed-decimals';

/** Clamps into 0-1 (player spec 5); anything that is not a number counts as 0. */
export const clampUnit = (value: number): number =>
  Number.isNaN(value) ? 0 : Math.min(1, Math.max(0, value));

/** Share of the day's players who solved the category; 0 when nobody played. */
export const successRate = (successCount: number, totalPlayers: number): number =>
  totalPlayers > 0 ? clampUnit(successCount / totalPlayers) : 0;

/** 10 x (1 - gauge), one decimal: a gauge of 1 (everyone solved it) is difficulty 0. */
export const displayedDifficulty = (gaugeValue: number): number =>
  Math.round(DIFFICULTY_GAUGE_STEPS * (1 - clampUnit(gaugeValue)) * 10) / 10;

export const DIFFICULTY_BANDS = ['veryEasy', 'easy', 'medium', 'hard', 'veryHard'] as const;
export type DifficultyBand = (typeof DIFFICULTY_BANDS)[number];

/** The colour band: the colour changes at 2, 4, 6 and 8, each threshold opening the next band. */
export const difficultyBand = (difficulty: number): DifficultyBand =>
  DIFFICULTY_BANDS[
    DIFFICULTY_BAND_THRESHOLDS.filter((threshold) => difficulty >= threshold).length
  ] as DifficultyBand;

export interface DifficultyGauge {
  readonly gauge: number;
  readonly difficulty: number;
  /** Always one decimal, e.g. '6.0' (Finnish '6,0'), so the figure does not jump in width. */
  readonly text: string;
  /** Lit steps of the 10-step gauge. */
  readonly filledSteps: number;
  readonly band: DifficultyBand;
}

/** The gauge of a category; its text in `locale`'s way of writing decimals, English unless told. */
export const difficultyGauge = (gaugeValue: number, locale?: string): DifficultyGauge => {
  const difficulty = displayedDifficulty(gaugeValue);
  return {
    gauge: clampUnit(gaugeValue),
    difficulty,
    text: formatFixedDecimals(difficulty, 1, locale),
    filledSteps: Math.round(difficulty),
    band: difficultyBand(difficulty),
  };
};
