import Router from '@koa/router';
import type { ManageGamesUseCases } from '../../../../application/games/manage-games-use-cases';
import {
  CreateGameRequest,
  GameVersionRequest,
  ReorderGamesRequest,
  UpdateGameRequest,
  UpdateGameWordsRequest,
} from '../../../../contracts/manage-games.codec';
import { MANAGED_GAME_STATUSES } from '../../../../domain/puzzles/game-schedule';
import { actorOf, requireCapability } from '../../auth/authentication.middleware';
import { decodeOrThrow, validationError } from '../../decode';
import { optionalText, optionalWholeNumber } from '../../query-params';
import { respond, respondValue, respondWith } from '../../respond';

const statusParam = (value: string | undefined) => {
  const status = MANAGED_GAME_STATUSES.find((s) => s === value);
  if (!status) throw validationError([`params.status: expected one of ${MANAGED_GAME_STATUSES.join(', ')}`]);
  return status;
};

/** `/manage/games*` and `/manage/available-dates` (admin spec 7 "Games"), for the games capability. */
export function manageGamesRouter(games: ManageGamesUseCases): Router {
  const router = new Router({ prefix: '/manage' });
  router.use(requireCapability('games'));

  router.get('/available-dates', async (ctx) => respondValue(ctx, await games.schedule.availableDates()));
  router.get('/games/status/:status', async (ctx) => {
    const status = statusParam(ctx.params.status);
    const page = optionalWholeNumber(ctx, 'page');
    respondValue(ctx, await games.schedule.list(status, page, optionalWholeNumber(ctx, 'limit')));
  });
  router.get('/games/next-date', async (ctx) => respondValue(ctx, await games.schedule.nextDate()));
  router.get('/games/calendar', async (ctx) =>
    respond(ctx, await games.schedule.calendarDays(optionalText(ctx, 'from'), optionalText(ctx, 'to'))),
  );
  router.get('/games/recent-usage', async (ctx) =>
    respond(
      ctx,
      await games.schedule.recentUsage(optionalText(ctx, 'date'), optionalText(ctx, 'gameId') ?? null),
    ),
  );
  router.get('/games/reorder', async (ctx) => respondValue(ctx, { games: await games.reorder.movable() }));
  router.post('/games/reorder', async (ctx) => {
    const { gameIds } = decodeOrThrow(ReorderGamesRequest, ctx.request.body);
    respondWith(ctx, await games.reorder.execute(gameIds, actorOf(ctx)), (moved) => ({ games: moved }));
  });
  router.post('/games/import', async (ctx) => {
    respond(ctx, await games.importGames.execute(ctx.request.body, actorOf(ctx)));
  });
  router.post('/games', async (ctx) => {
    const body = decodeOrThrow(CreateGameRequest, ctx.request.body);
    respondWith(ctx, await games.save.create(body, actorOf(ctx)), (game) => ({ game }), 201);
  });
  router.get('/games/:date/categories', async (ctx) =>
    respond(ctx, await games.schedule.categoriesOn(ctx.params.date ?? '')),
  );
  router.get('/games/:id', async (ctx) =>
    respondWith(ctx, await games.schedule.one(ctx.params.id ?? ''), (game) => ({ game })),
  );
  router.put('/games/:id', async (ctx) => {
    const body = decodeOrThrow(UpdateGameRequest, ctx.request.body);
    respondWith(ctx, await games.save.update(ctx.params.id ?? '', body, actorOf(ctx)), (game) => ({ game }));
  });
  router.put('/games/:id/words', async (ctx) => {
    const body = decodeOrThrow(UpdateGameWordsRequest, ctx.request.body);
    respondWith(ctx, await games.save.updateWords(ctx.params.id ?? '', body, actorOf(ctx)), (game) => ({
      game,
    }));
  });
  router.post('/games/:id/publish', async (ctx) => {
    const { version } = decodeOrThrow(GameVersionRequest, ctx.request.body ?? {});
    const result = await games.publishing.publish(ctx.params.id ?? '', version, actorOf(ctx));
    respondWith(ctx, result, (game) => ({ game }));
  });
  router.post('/games/:id/unpublish', async (ctx) => {
    const { version } = decodeOrThrow(GameVersionRequest, ctx.request.body ?? {});
    const result = await games.publishing.unpublish(ctx.params.id ?? '', version, actorOf(ctx));
    respondWith(ctx, result, (game) => ({ game }));
  });
  router.delete('/games/:id', async (ctx) => {
    const version = optionalWholeNumber(ctx, 'version');
    respond(ctx, await games.remove.execute(ctx.params.id ?? '', version, actorOf(ctx)));
  });
  return router;
}
