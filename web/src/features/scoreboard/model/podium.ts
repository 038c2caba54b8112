export type PodiumPlace = 'gold' | 'silver' | 'bronze';

const PLACES: readonly PodiumPlace[] = ['gold', 'silver', 'bronze'];

/** Positions 1-3 of a day are its podium (equal scores share a position, so two golds are possible). */
export const podiumPlace = (position: number): PodiumPlace | null =>
  Number.isInteger(position) && position >= 1 ? (PLACES[position - 1] ?? null) : null;

/** The podium's own rule (DESIGN 6): only a win of a player not flagged as a cheater stands on it. */
export const standsOnPodium = (row: { gameStatus: string; isCheater: boolean }): boolean =>
  row.gameStatus === 'won' && !row.isCheater;
