import type { PodiumAchievement } from './achievement-types';

export interface DayScore {
  readonly playerId: string;
  readonly score: number;
}

export interface PodiumAward {
  readonly playerId: string;
  readonly place: 1 | 2 | 3;
  readonly type: PodiumAchievement;
}

/** Places on a date's podium: first, second and third. */
export const PODIUM_PLACES = 3;
export type PodiumPlace = 1 | 2 | 3;

export const isPodiumPlace = (place: number): place is PodiumPlace =>
  Number.isInteger(place) && place >= 1 && place <= PODIUM_PLACES;

const PODIUM_BY_PLACE: Record<PodiumPlace, PodiumAchievement> = {
  1: 'PODIUM_FIRST',
  2: 'PODIUM_SECOND',
  3: 'PODIUM_THIRD',
};

/**
 * The podium of a finished date (DESIGN 6). Equal scores share a place and the next place is skipped
 * (9000, 9000, 8000 gives first, first, third), so a tie never depends on storage order. Scores of 0
 * (lost, forfeited, flagged) never stand on the podium.
 */
export const podiumAwards = (scores: readonly DayScore[]): PodiumAward[] =>
  scores
    .filter((entry) => entry.score > 0)
    .map((entry, _i, ranked) => ({
      entry,
      place: 1 + ranked.filter((other) => other.score > entry.score).length,
    }))
    .filter((ranked): ranked is { entry: DayScore; place: PodiumPlace } => isPodiumPlace(ranked.place))
    .sort((a, b) => a.place - b.place)
    .map(({ entry, place }) => ({ playerId: entry.playerId, place, type: PODIUM_BY_PLACE[place] }));
