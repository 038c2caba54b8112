export type PodiumPlace = 'gold' | 'silver' | 'bronze';

const PLACES: readonly PodiumPlace[] = ['gold', 'silver', 'bronze'];

/** Positions 1-3 of a day are its podium (equal scores share a position, so two golds are possible). */
export const podiumPlace = (position: number): PodiumPlace | null =>
  Number.isInteger(position) && position >= 1 ? (PLACES[position - 1] ?? null) : null;
