import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { CategoriesOfDateAnswer } from '../../contracts/manage-statistics.codec';
import { categoryDifficulties } from '../../domain/standings/category-difficulty';
import { DIFFICULTY_BANDS, difficultyBand } from '../../domain/standings/difficulty-gauge';
import type { AppError } from '../errors/app-error';
import { DAY_STATISTICS_QUERY, type DayStatisticsQuery } from '../ports/day-statistics.query';
import { GameOfDate } from './game-of-date';

/**
 * GET /manage/stats/categories/{date}: the date's categories with how many finished players solved each
 * and its difficulty, by the same rules and counts as the players' game-over statistics.
 */
@injectable()
export class CategoriesOfDate {
  constructor(
    @inject(DAY_STATISTICS_QUERY) private readonly query: DayStatisticsQuery,
    @inject(GameOfDate) private readonly gameOfDate: GameOfDate,
  ) {}

  async execute(date: unknown): Promise<E.Either<AppError, CategoriesOfDateAnswer>> {
    const game = await this.gameOfDate.find(date);
    if (E.isLeft(game)) return game;
    const difficulties = new Map(
      categoryDifficulties(await this.query.categorySolves(game.right.date)).map((d) => [d.position, d]),
    );
    const categories = [...game.right.categories]
      .sort((a, b) => a.position - b.position)
      .map((category) => {
        const figures = difficulties.get(category.position);
        const shown = figures?.difficulty ?? 0;
        const band = difficultyBand(shown);
        return {
          position: category.position,
          name: category.name,
          words: [...category.words],
          color: category.color,
          solved: figures?.successCount ?? 0,
          finished: figures?.totalPlayers ?? 0,
          solveRate: figures?.successRate ?? 0,
          difficulty: DIFFICULTY_BANDS.indexOf(band) + 1,
          displayedDifficulty: shown,
          band,
          averageSolveOrder: figures?.averageSolveOrder ?? null,
        };
      });
    return E.right({ date: game.right.date, categories });
  }
}
