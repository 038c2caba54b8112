import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { AttemptView } from '../../contracts/game.codec';
import { combinationKey } from '../../domain/game/combination-key';
import type { AppError } from '../errors/app-error';
import { ATTEMPT_REPOSITORY, type Attempt, type AttemptRepository } from '../ports/attempt.repository';
import type { Player } from '../ports/player';
import { GameCalendar } from './game-calendar';
import { SessionPlay } from './session-play';

/**
 * The combinations a player tried for a date (the spec's attempted categories). The server records them
 * itself while checking selections, so the client's own bookkeeping calls only read that record.
 */
@injectable()
export class Attempts {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(SessionPlay) private readonly play: SessionPlay,
    @inject(ATTEMPT_REPOSITORY) private readonly attempts: AttemptRepository,
  ) {}

  async list(player: Player, gameDate: unknown): Promise<E.Either<AppError, { attempts: AttemptView[] }>> {
    return E.map((attempts: Attempt[]) => ({
      attempts: attempts.map((attempt) => ({ words: [...attempt.words], wasCorrect: attempt.wasCorrect })),
    }))(await this.recorded(player, gameDate));
  }

  /**
   * POST /game/check-combination: whether this combination was tried before (it would cost nothing).
   * Each attempt is stored with its combination key, so the keys are compared as they are.
   */
  async wasTried(
    player: Player,
    input: { gameDate: string; words: readonly string[] },
  ): Promise<E.Either<AppError, { alreadyTried: boolean }>> {
    const key = combinationKey(input.words);
    return E.map((attempts: Attempt[]) => ({
      alreadyTried: key !== null && attempts.some((attempt) => attempt.key === key),
    }))(await this.recorded(player, input.gameDate));
  }

  /**
   * POST /game/store-combination: the record is the server's, made when the selection was checked; the
   * client's `wasCorrect` is not taken. Answers whether the combination is on record.
   */
  async confirmStored(
    player: Player,
    input: { gameDate: string; words: readonly string[] },
  ): Promise<E.Either<AppError, { stored: boolean }>> {
    return E.map(({ alreadyTried }: { alreadyTried: boolean }) => ({ stored: alreadyTried }))(
      await this.wasTried(player, input),
    );
  }

  private async recorded(player: Player, gameDate: unknown): Promise<E.Either<AppError, Attempt[]>> {
    const date = this.calendar.parseDate(gameDate);
    if (E.isLeft(date)) return date;
    const found = await this.play.find(player, date.right);
    return E.right(found ? await this.attempts.ofSession(found.session.id) : []);
  }
}
