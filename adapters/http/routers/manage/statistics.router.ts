import Router from '@koa/router';
import type { Context } from 'koa';
import type { StatisticsUseCases } from '../../../../application/statistics/statistics-use-cases';
import {
  DEFAULT_STATISTICS_PERIOD,
  STATISTICS_PERIODS,
  type StatisticsPeriod,
} from '../../../../domain/statistics/statistics-period';
import { requireCapability } from '../../auth/authentication.middleware';
import { validationError } from '../../decode';
import { optionalOneOf, optionalText, optionalWholeNumber } from '../../query-params';
import { respond, respondValue } from '../../respond';

/** page and limit count from 1: page 0 is a mistake, not the first page. */
const positiveNumber = (ctx: Context, name: string): number | undefined => {
  const value = optionalWholeNumber(ctx, name);
  if (value === 0) throw validationError([`query.${name}: expected a whole number from 1`]);
  return value;
};

const periodOf = (ctx: Context): StatisticsPeriod =>
  optionalOneOf(ctx, 'period', STATISTICS_PERIODS) ?? DEFAULT_STATISTICS_PERIOD;

/**
 * The control panel's statistics (admin spec 7 "Statistics and scores"), for the statistics capability.
 * `/manage/users/stats` lives here: mount this router before the users router, whose `/manage/users/:id`
 * would otherwise read `stats` as an id.
 */
export function statisticsRouter(statistics: StatisticsUseCases): Router {
  const router = new Router();
  router.use(
    ['/manage/stats', '/manage/users/stats', '/manage/combinations', '/game-reviews'],
    requireCapability('statistics'),
  );

  router.get('/manage/stats/active-sessions', async (ctx) =>
    respondValue(ctx, await statistics.activeSessions.execute()),
  );
  router.get('/manage/users/stats', async (ctx) =>
    respondValue(ctx, await statistics.userStats.execute(periodOf(ctx))),
  );
  router.get('/manage/stats/daily-players', async (ctx) => {
    const request = {
      period: periodOf(ctx),
      page: positiveNumber(ctx, 'page'),
      limit: positiveNumber(ctx, 'limit'),
    };
    respondValue(ctx, await statistics.dailyPlayers.execute(request));
  });
  router.get('/game-reviews', async (ctx) => {
    const request = {
      period: periodOf(ctx),
      page: positiveNumber(ctx, 'page'),
      limit: positiveNumber(ctx, 'limit'),
      searchDate: optionalText(ctx, 'searchDate'),
    };
    respond(ctx, await statistics.gameReviews.execute(request));
  });
  router.get('/manage/combinations/:date', async (ctx) => {
    const page = positiveNumber(ctx, 'page');
    const limit = positiveNumber(ctx, 'limit');
    respond(ctx, await statistics.combinations.execute(ctx.params.date ?? '', page, limit));
  });
  router.get('/manage/stats/categories/:date', async (ctx) =>
    respond(ctx, await statistics.categoriesOfDate.execute(ctx.params.date ?? '')),
  );
  router.get('/manage/stats/analytics', async (ctx) =>
    respondValue(ctx, await statistics.analytics.execute(periodOf(ctx))),
  );
  return router;
}
