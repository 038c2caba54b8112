import { DIFFICULTY_MIN_PLAYERS } from '../../../../../domain/constants/standings.constants';

/**
 * How much the day's difficulty gauges rest on: `none` before anyone finished (the puzzle maker's order
 * stands in), `few` below DIFFICULTY_MIN_PLAYERS (one player's game is not a verdict), else `enough`.
 */
export interface DifficultyBasis {
  readonly players: number;
  readonly strength: 'none' | 'few' | 'enough';
}

/** Every category counts the same finished players; the largest count stands for them all. */
export function difficultyBasis(categories: readonly { readonly totalPlayers: number }[]): DifficultyBasis {
  const players = Math.max(0, ...categories.map((category) => category.totalPlayers));
  const strength = players === 0 ? 'none' : players < DIFFICULTY_MIN_PLAYERS ? 'few' : 'enough';
  return { players, strength };
}
