import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PlayerGameStatus, PlayerGameSummary } from '../ports/player-game-status.port';
import { userPlayer } from '../ports/player';
import { GetActiveSession } from './active-session.use-case';
import { GetPlayedStatus } from './played-status.use-case';

/** Profile data's todayGame and activeSession, from the gameplay records. */
@injectable()
export class PlayerGameSummaryService implements PlayerGameStatus {
  constructor(
    @inject(GetPlayedStatus) private readonly played: GetPlayedStatus,
    @inject(GetActiveSession) private readonly active: GetActiveSession,
  ) {}

  async summarise(userId: string, today: string): Promise<PlayerGameSummary> {
    const player = userPlayer(userId);
    const [played, active] = await Promise.all([this.played.one(player, today), this.active.execute(player)]);
    const status = E.isRight(played) ? played.right : null;
    const session =
      E.isRight(active) && active.right.gameState.gameStatus === 'playing' ? active.right : null;
    return {
      todayGame: {
        hasPlayed: status?.hasPlayed ?? false,
        score: status?.score ?? null,
        gameAvailable: status?.gameAvailable ?? false,
        gameDate: today,
      },
      activeSession: session
        ? { hasActiveSession: true, sessionData: { gameDate: session.gameDate } }
        : { hasActiveSession: false, sessionData: null },
    };
  }
}
