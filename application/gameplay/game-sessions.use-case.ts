import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type {
  ClientGameState,
  GameResult,
  GameSessionState,
  GuestSessionResponse,
} from '../../contracts/game.codec';
import { isPlaying, playForfeit } from '../../domain/game/play-session';
import { appError, type AppError } from '../errors/app-error';
import type { Player } from '../ports/player';
import { GameCalendar } from './game-calendar';
import { GameResults } from './game-results';
import { noActiveGame } from './gameplay-errors';
import { SessionPlay, type Settled } from './session-play';
import { toSessionState } from '../../contracts/game-views';
import { toGuestSession } from './session-views';
import type { PublishedGame } from '../ports/game.repository';

type Read<T> = (
  game: PublishedGame,
  settled: Settled,
) => E.Either<AppError, T> | Promise<E.Either<AppError, T>>;

const resultNotFound = (): AppError => appError('RESULT_NOT_FOUND', 'This game has not ended');

/** Starting a session and reading it back, for both kinds of players. */
@injectable()
export class GameSessions {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(SessionPlay) private readonly play: SessionPlay,
    @inject(GameResults) private readonly results: GameResults,
  ) {}

  /**
   * POST /game/session: the first gameplay call fixes startTime; later calls answer the stored session.
   * The client's gameState is not stored: only a forfeit in it has an effect (the guest forfeit, of a
   * session that must exist; a game that already ended keeps its result). Either way one locked action.
   */
  async start(
    player: Player,
    input: { gameDate: string; gameState?: ClientGameState | null },
  ): Promise<E.Either<AppError, GameSessionState>> {
    const forfeit = input.gameState?.gameStatus === 'forfeit';
    const game = await this.calendar.playable(input.gameDate);
    if (E.isLeft(game)) return game;
    const played = await this.play.play(
      player,
      game.right,
      forfeit ? 'existing' : 'start',
      async (session, now) => E.right({ state: forfeit ? playForfeit(session, now) : session, value: null }),
    );
    if (E.isLeft(played)) {
      return E.left(forfeit && played.left.code === 'SESSION_NOT_FOUND' ? noActiveGame() : played.left);
    }
    return E.right(toSessionState(game.right, played.right.session, played.right.now));
  }

  state(player: Player, gameDate: unknown): Promise<E.Either<AppError, GameSessionState>> {
    return this.read(player, gameDate, (game, p) => E.right(toSessionState(game, p.session, p.now)));
  }

  guestSession(player: Player, gameDate: unknown): Promise<E.Either<AppError, GuestSessionResponse>> {
    return this.read(player, gameDate, (game, p) => E.right(toGuestSession(game, p.session, p.now)));
  }

  /** The one read that shows achievements: they are read only here, once the game is known to be over. */
  result(player: Player, gameDate: unknown): Promise<E.Either<AppError, GameResult>> {
    return this.read(player, gameDate, async (game, p) =>
      isPlaying(p.session) ? E.left(resultNotFound()) : E.right(await this.results.of(game, p)),
    );
  }

  private async read<T>(player: Player, gameDate: unknown, view: Read<T>): Promise<E.Either<AppError, T>> {
    const game = await this.calendar.playable(gameDate);
    if (E.isLeft(game)) return game;
    const played = await this.play.read(player, game.right);
    return E.isLeft(played) ? played : view(game.right, played.right);
  }
}
