import type { ProfileDataResponse } from '../../contracts/auth.codec';

export type PlayerGameSummary = Pick<ProfileDataResponse, 'todayGame' | 'activeSession'>;

/** The menu's view of a player's games: today's game and the session in progress (profile data). */
export interface PlayerGameStatus {
  summarise(userId: string, today: string): Promise<PlayerGameSummary>;
}

export const PLAYER_GAME_STATUS = Symbol.for('PlayerGameStatus');
