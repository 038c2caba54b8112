import { inject, injectable } from 'inversify';
import { AnalyticsStats } from '../analytics/analytics-stats.use-case';
import { ActiveSessions } from './active-sessions.use-case';
import { CategoriesOfDate } from './categories-of-date.use-case';
import { DailyPlayers } from './daily-players.use-case';
import { DateCombinations } from './date-combinations.use-case';
import { GameReviews } from './game-reviews.use-case';
import { UserStats } from './user-stats.use-case';

/** Everything the statistics router calls, resolved together from the instance's container. */
@injectable()
export class StatisticsUseCases {
  constructor(
    @inject(ActiveSessions) readonly activeSessions: ActiveSessions,
    @inject(UserStats) readonly userStats: UserStats,
    @inject(DailyPlayers) readonly dailyPlayers: DailyPlayers,
    @inject(GameReviews) readonly gameReviews: GameReviews,
    @inject(DateCombinations) readonly combinations: DateCombinations,
    @inject(CategoriesOfDate) readonly categoriesOfDate: CategoriesOfDate,
    @inject(AnalyticsStats) readonly analytics: AnalyticsStats,
  ) {}
}
