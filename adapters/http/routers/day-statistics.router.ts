import Router from '@koa/router';
import type { GameplayUseCases } from '../../../application/gameplay/gameplay-use-cases';
import { anyPlayer } from '../auth/player';
import { optionalWholeNumber } from '../query-params';
import { respond } from '../respond';

/** `/scoreboard/days/{date}/...`: the game-over screen's statistics of one day. */
export function dayStatisticsRouter(game: GameplayUseCases): Router {
  const router = new Router({ prefix: '/scoreboard/days/:date' });
  const stats = game.dayStatistics;

  router.get('/percentile', async (ctx) => {
    respond(ctx, await stats.percentile(ctx.params.date, optionalWholeNumber(ctx, 'score') ?? null));
  });
  router.get('/mistakes', async (ctx) => {
    const limit = optionalWholeNumber(ctx, 'limit');
    respond(ctx, await stats.mistakes(anyPlayer(ctx), ctx.params.date, limit));
  });
  router.get('/category-difficulty', async (ctx) => {
    respond(ctx, await stats.categoryDifficulty(anyPlayer(ctx), ctx.params.date));
  });
  router.get('/categories', async (ctx) => {
    respond(ctx, await stats.categories(anyPlayer(ctx), ctx.params.date));
  });
  return router;
}
