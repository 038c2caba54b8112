import type { PlayedStatus } from '../../../../../contracts/game.codec';

/** How a day of the list reads: guests get no status (null); a game under way is neither played nor not. */
export type DayStatus =
  { kind: 'played'; score: number | null } | { kind: 'inProgress' } | { kind: 'notPlayed' };

export const dayStatus = (status: PlayedStatus | null): DayStatus | null => {
  if (status === null) return null;
  if (status.hasPlayed) return { kind: 'played', score: status.score };
  return status.gameStatus === 'playing' ? { kind: 'inProgress' } : { kind: 'notPlayed' };
};
