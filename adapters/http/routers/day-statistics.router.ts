import Router from '@koa/router';
import type { GameplayUseCases } from '../../../application/gameplay/gameplay-use-cases';
import { anyPlayer } from '../auth/player';
import { HttpError } from '../errors/http-error';
import { respond } from '../respond';

const optionalInteger = (value: unknown, name: string): number | null => {
  if (value === undefined || value === '') return null;
  const number = Number(value);
  if (typeof value !== 'string' || !Number.isInteger(number) || number < 0) {
    throw new HttpError(400, 'VALIDATION_ERROR', `Invalid request: query.${name}: expected a whole number`);
  }
  return number;
};

/** `/scoreboard/days/{date}/...`: the game-over screen's statistics of one day. */
export function dayStatisticsRouter(game: GameplayUseCases): Router {
  const router = new Router({ prefix: '/scoreboard/days/:date' });
  const stats = game.dayStatistics;

  router.get('/percentile', async (ctx) => {
    respond(ctx, await stats.percentile(ctx.params.date, optionalInteger(ctx.query.score, 'score')));
  });
  router.get('/mistakes', async (ctx) => {
    const limit = optionalInteger(ctx.query.limit, 'limit') ?? undefined;
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
