import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { CategoryDifficultyView, FullCategory, PercentileResponse } from '../../contracts/game.codec';
import { PAGE_SIZES } from '../../domain/constants/page-sizes.constants';
import { isPlaying } from '../../domain/game/play-session';
import { categoryDifficulties } from '../../domain/standings/category-difficulty';
import { percentile } from '../../domain/standings/percentile';
import { appError, type AppError } from '../errors/app-error';
import { GameCalendar } from '../gameplay/game-calendar';
import { SessionPlay } from '../gameplay/session-play';
import {
  DAY_STATISTICS_QUERY,
  type DayStatisticsQuery,
  type MistakeCount,
} from '../ports/day-statistics.query';
import type { PublishedGame } from '../ports/game.repository';
import type { Player } from '../ports/player';

const MISTAKES_MAX_LIMIT = 50;

const notYetVisible = (): AppError =>
  appError('DAY_NOT_FINISHED', 'The statistics of this day open once you finish its game or the day is over');

/**
 * The game-over screen's read models of one date. Scores are open; anything about the categories (their
 * names, the mistakes made) is shown only to a player who finished that game, or once the day is over,
 * so that nobody learns today's groupings before playing (DESIGN 5).
 */
@injectable()
export class DayStatistics {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(DAY_STATISTICS_QUERY) private readonly query: DayStatisticsQuery,
    @inject(SessionPlay) private readonly play: SessionPlay,
  ) {}

  async percentile(gameDate: unknown, score: number | null): Promise<E.Either<AppError, PercentileResponse>> {
    const game = await this.calendar.playable(gameDate);
    if (E.isLeft(game)) return game;
    const scores = await this.query.scores(game.right.gameDate);
    return E.right({
      gameDate: game.right.gameDate,
      percentile: score === null ? null : percentile(score, scores),
      scores,
      totalPlayers: scores.length,
    });
  }

  async mistakes(
    player: Player | null,
    gameDate: unknown,
    limit: number = PAGE_SIZES.mistakes,
  ): Promise<E.Either<AppError, { mistakes: MistakeCount[] }>> {
    const game = await this.visible(player, gameDate);
    if (E.isLeft(game)) return game;
    const capped = Math.min(Math.max(1, limit), MISTAKES_MAX_LIMIT);
    return E.right({ mistakes: await this.query.commonMistakes(game.right.gameDate, capped) });
  }

  async categoryDifficulty(
    player: Player | null,
    gameDate: unknown,
  ): Promise<E.Either<AppError, { categories: CategoryDifficultyView[] }>> {
    const game = await this.visible(player, gameDate);
    if (E.isLeft(game)) return game;
    const difficulties = categoryDifficulties(await this.query.categorySolves(game.right.gameDate));
    return E.right({
      categories: difficulties.map((difficulty) => {
        const category = game.right.categories[difficulty.position];
        return { ...difficulty, name: category?.name ?? '', color: category?.color ?? '' };
      }),
    });
  }

  async categories(
    player: Player | null,
    gameDate: unknown,
  ): Promise<E.Either<AppError, { categories: FullCategory[] }>> {
    const game = await this.visible(player, gameDate);
    return E.map((found: PublishedGame) => ({
      categories: found.categories.map((c) => ({ ...c, words: [...c.words] })),
    }))(game);
  }

  private async visible(
    player: Player | null,
    gameDate: unknown,
  ): Promise<E.Either<AppError, PublishedGame>> {
    const game = await this.calendar.playable(gameDate);
    if (E.isLeft(game) || game.right.gameDate < this.calendar.today()) return game;
    // A game whose clock ran out counts as finished (lost), whether or not anyone read it since.
    const found = player ? await this.play.find(player, game.right.gameDate) : null;
    return found && !isPlaying(found.session) ? game : E.left(notYetVisible());
  }
}
