import type { GameDay } from '../../../../../contracts/game-days.codec';

/** How a day of the list reads for the player; a won game carries its score (the others score 0 or none). */
export type DayStatus =
  | { kind: 'won'; score: number }
  | { kind: 'lost' }
  | { kind: 'forfeit' }
  | { kind: 'inProgress' }
  | { kind: 'notPlayed' };

export const dayStatus = (day: Pick<GameDay, 'outcome' | 'score'>): DayStatus => {
  switch (day.outcome) {
    case 'won':
      return { kind: 'won', score: day.score ?? 0 };
    case 'lost':
      return { kind: 'lost' };
    case 'forfeit':
      return { kind: 'forfeit' };
    case 'playing':
      return { kind: 'inProgress' };
    case null:
      return { kind: 'notPlayed' };
  }
};
