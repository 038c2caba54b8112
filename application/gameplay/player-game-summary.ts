import { inject, injectable } from 'inversify';
import type { PlayerGameStatus, PlayerGameSummary } from '../ports/player-game-status.port';
import { userPlayer } from '../ports/player';
import { GetActiveSession } from './active-session.use-case';
import { GetPlayedStatus } from './played-status.use-case';
import { toPlayedStatus } from './session-views';

/** Profile data's todayGame and activeSession, from the gameplay records: each session read once. */
@injectable()
export class PlayerGameSummaryService implements PlayerGameStatus {
  constructor(
    @inject(GetPlayedStatus) private readonly played: GetPlayedStatus,
    @inject(GetActiveSession) private readonly active: GetActiveSession,
  ) {}

  async summarise(userId: string, today: string): Promise<PlayerGameSummary> {
    const [sessions, available] = await Promise.all([
      this.active.menu(userPlayer(userId), today),
      this.played.isAvailable(today),
    ]);
    const status = toPlayedStatus(today, sessions.today?.session ?? null, available);
    return {
      todayGame: {
        hasPlayed: status.hasPlayed,
        score: status.score,
        gameAvailable: status.gameAvailable,
        gameDate: today,
      },
      activeSession: sessions.playing
        ? { hasActiveSession: true, sessionData: { gameDate: sessions.playing.session.gameDate } }
        : { hasActiveSession: false, sessionData: null },
    };
  }
}
