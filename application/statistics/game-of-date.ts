import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { AppError } from '../errors/app-error';
import { managedGameNotFound } from '../games/game-management-errors';
import { GameCalendar } from '../gameplay/game-calendar';
import {
  MANAGED_GAME_REPOSITORY,
  type ManagedGame,
  type ManagedGameRepository,
} from '../ports/managed-game.repository';

/** The game of a date as the control panel sees it (a draft too): 400 for a malformed date, 404 for none. */
@injectable()
export class GameOfDate {
  constructor(
    @inject(MANAGED_GAME_REPOSITORY) private readonly games: ManagedGameRepository,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
  ) {}

  async find(input: unknown): Promise<E.Either<AppError, ManagedGame>> {
    const date = this.calendar.parseDate(input);
    if (E.isLeft(date)) return date;
    const day = (await this.games.calendar(date.right, date.right))[0];
    const game = day ? await this.games.find(day.gameId) : null;
    return game ? E.right(game) : E.left(managedGameNotFound());
  }
}
