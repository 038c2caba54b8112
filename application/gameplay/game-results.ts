import { inject, injectable } from 'inversify';
import type { GameResult } from '../../contracts/game.codec';
import { toGameResult } from '../../contracts/game-views';
import { ATTEMPT_REPOSITORY, type Attempt, type AttemptRepository } from '../ports/attempt.repository';
import type { PublishedGame } from '../ports/game.repository';
import { GameCalendar } from './game-calendar';
import { SessionPlay, type Settled } from './session-play';

/**
 * The result of a finished game as every answer gives it (player spec 3, "Game result"): what the game
 * unlocked, its guesses as categories only (for the shared result's rows), and the server's time with the
 * next puzzle's start (the game-over countdown runs on the server's clock, not the device's).
 */
@injectable()
export class GameResults {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(SessionPlay) private readonly play: SessionPlay,
    @inject(ATTEMPT_REPOSITORY) private readonly attempts: AttemptRepository,
  ) {}

  /** `attempts`: the session's attempts when the caller has them already, so they are not read twice. */
  async of(game: PublishedGame, settled: Settled, attempts?: readonly Attempt[]): Promise<GameResult> {
    return toGameResult(game, settled.session, {
      attempts: attempts ?? (await this.attempts.ofSession(settled.session.id)),
      achievements: await this.play.achievements(settled),
      now: settled.now,
      nextPuzzleAt: this.calendar.nextPuzzleAt(settled.now),
      today: this.calendar.dateAt(settled.now),
    });
  }
}
