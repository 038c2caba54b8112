import type { PlayerFigures, PlayerFiguresReader } from '../../../application/ports/player-figures.port';
import type { PlayerGameStatus, PlayerGameSummary } from '../../../application/ports/player-game-status.port';

/** Game status of players who never played, for account use cases that only pass it on. */
export class NothingPlayedYet implements PlayerGameStatus, PlayerFiguresReader {
  async summarise(_userId: string, today: string): Promise<PlayerGameSummary> {
    return {
      todayGame: { hasPlayed: false, score: null, gameAvailable: false, gameDate: today },
      activeSession: { hasActiveSession: false, sessionData: null },
    };
  }

  async figuresOf(): Promise<PlayerFigures> {
    return { standing: null, achievements: [] };
  }
}
