import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { addDays } from '../../domain/game/calendar';
import type { AppError } from '../errors/app-error';
import { GAME_REPOSITORY, type GameRepository } from '../ports/game.repository';
import { GameCalendar } from '../gameplay/game-calendar';
import { ImportGames, type ImportSummary } from './import-games.use-case';

/** The sample puzzles' file: the import format with `dayOffset` (0 = today, -1 = yesterday) for `date`. */
export interface SampleGames {
  readonly games: readonly ({ readonly dayOffset: number } & Record<string, unknown>)[];
}

/**
 * On the first start of an instance (no game at all), the sample puzzles are published around today, so
 * a fresh installation has today's game and previous days to play. Later starts leave games alone, and
 * do not even load the samples: `load` runs only when they will be published.
 */
@injectable()
export class SeedSampleGames {
  constructor(
    @inject(GAME_REPOSITORY) private readonly games: GameRepository,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(ImportGames) private readonly importGames: ImportGames,
  ) {}

  async execute(load: () => Promise<SampleGames>): Promise<E.Either<AppError, ImportSummary | 'skipped'>> {
    if ((await this.games.countGames()) > 0) return E.right('skipped');
    const samples = await load();
    const today = this.calendar.today();
    const games = samples.games.map(({ dayOffset, ...game }) => ({
      ...game,
      date: addDays(today, dayOffset),
    }));
    return this.importGames.execute({ games });
  }
}
