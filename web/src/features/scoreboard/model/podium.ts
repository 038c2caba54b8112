export type PodiumPlace = 'gold' | 'silver' | 'bronze';

const PLACES: readonly PodiumPlace[] = ['gold', 'silver', 'bronze'];

/**
 * The metal of places 1-3: a ranking's top three, or a day's podium place as the server decided it (equal
 * scores share a place, so two golds are possible).
 */
export const podiumPlace = (place: number | null): PodiumPlace | null =>
  place !== null && Number.isInteger(place) && place >= 1 ? (PLACES[place - 1] ?? null) : null;
