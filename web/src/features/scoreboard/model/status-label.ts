import type { GameStatus } from '../../../../../domain/scoring/game-status';

export type StatusLabel = 'lost' | 'forfeit' | 'cheater' | 'other';

/** What a score's line says under the figure: nothing more for a win ("points"), else how it ended. */
export const statusLabel = (status: GameStatus): StatusLabel | null => {
  if (status === 'won') return null;
  return status === 'lost' || status === 'forfeit' || status === 'cheater' ? status : 'other';
};
