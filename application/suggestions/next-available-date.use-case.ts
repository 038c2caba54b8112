import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { NextAvailableDateAnswer } from '../../contracts/social.codec';
import { addDays } from '../../domain/game/calendar';
import type { AppError } from '../errors/app-error';
import { GameCalendar } from '../gameplay/game-calendar';
import { GAME_REPOSITORY, type GameRepository } from '../ports/game.repository';

// Games are usually prepared a few weeks ahead: one read of a month finds the gap nearly always.
const WINDOW_DAYS = 31;

/** The first date from tomorrow (the instance's day) without a published game: where a new category could go. */
@injectable()
export class GetNextAvailableDate {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(GAME_REPOSITORY) private readonly games: GameRepository,
  ) {}

  async execute(): Promise<E.Either<AppError, NextAvailableDateAnswer>> {
    for (let from = addDays(this.calendar.today(), 1); ; from = addDays(from, WINDOW_DAYS)) {
      const taken = new Set(await this.games.publishedDates(from, addDays(from, WINDOW_DAYS - 1)));
      for (let offset = 0; offset < WINDOW_DAYS; offset += 1) {
        const date = addDays(from, offset);
        if (!taken.has(date)) return E.right({ date });
      }
    }
  }
}
