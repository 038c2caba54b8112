import Router from '@koa/router';
import type { Context } from 'koa';
import type { Scoreboard, Sorting } from '../../../application/scoreboard/scoreboard.use-case';
import { SCOREBOARD_FILTERS, SORT_KEYS, SORT_ORDERS } from '../../../contracts/scoreboard.codec';
import { callerId, requireSignIn } from '../auth/authentication.middleware';
import { optionalBoolean, optionalOneOf, optionalText, pageRequestOf } from '../query-params';
import { respond, respondValue } from '../respond';

const sortingOf = (ctx: Context): Sorting => ({
  sortBy: optionalOneOf(ctx, 'sortBy', SORT_KEYS),
  sortOrder: optionalOneOf(ctx, 'sortOrder', SORT_ORDERS),
});

/**
 * The scoreboard reads of player spec 7: `/scoreboard/*` (the day statistics, the follow list and the
 * preferences have routers of their own) and `/groups/{id}/scoreboard/*`. Every path needs a signed-in player.
 */
export function scoreboardRouter(scoreboard: Scoreboard): Router {
  const router = new Router();
  router.use(requireSignIn);

  router.get('/scoreboard/days', async (ctx) => {
    respondValue(ctx, await scoreboard.days(callerId(ctx), pageRequestOf(ctx)));
  });
  router.get('/scoreboard/days/:date', async (ctx) => {
    respond(ctx, await scoreboard.day(callerId(ctx), ctx.params.date, pageRequestOf(ctx)));
  });
  router.get('/scoreboard/today-high-score', async (ctx) => {
    respondValue(ctx, await scoreboard.todayHighScore());
  });
  router.get('/scoreboard/players', async (ctx) => {
    const request = {
      ...pageRequestOf(ctx),
      ...sortingOf(ctx),
      filter: optionalOneOf(ctx, 'filter', SCOREBOARD_FILTERS),
      selectedGroupId: optionalText(ctx, 'selectedGroupId'),
    };
    respond(ctx, await scoreboard.players(callerId(ctx), request));
  });
  router.get('/scoreboard/players/personal', async (ctx) => {
    respondValue(ctx, await scoreboard.ownScores(callerId(ctx), pageRequestOf(ctx)));
  });
  router.get('/scoreboard/personal', async (ctx) => {
    respondValue(ctx, await scoreboard.personal(callerId(ctx), { ...pageRequestOf(ctx), ...sortingOf(ctx) }));
  });
  router.get('/scoreboard/personal/by-date/:date', async (ctx) => {
    respond(ctx, await scoreboard.personalDay(callerId(ctx), ctx.params.date, pageRequestOf(ctx)));
  });
  router.get('/scoreboard/streak', async (ctx) => {
    respondValue(ctx, await scoreboard.streak(callerId(ctx)));
  });
  router.get('/scoreboard/performance-change/:id', async (ctx) => {
    respond(ctx, await scoreboard.performanceChange(ctx.params.id ?? ''));
  });
  router.get('/scoreboard/previous-days', async (ctx) => {
    const request = { ...pageRequestOf(ctx), unplayedOnly: optionalBoolean(ctx, 'unplayedOnly') };
    respondValue(ctx, await scoreboard.previousDays(callerId(ctx), request));
  });

  router.get('/groups/:id/scoreboard/players', async (ctx) => {
    const request = { ...pageRequestOf(ctx), ...sortingOf(ctx) };
    respond(ctx, await scoreboard.groupPlayers(callerId(ctx), ctx.params.id ?? '', request));
  });
  router.get('/groups/:id/scoreboard/days', async (ctx) => {
    respond(ctx, await scoreboard.groupDays(callerId(ctx), ctx.params.id ?? '', pageRequestOf(ctx)));
  });
  router.get('/groups/:id/scoreboard/days/:day', async (ctx) => {
    respond(
      ctx,
      await scoreboard.groupDay(callerId(ctx), ctx.params.id ?? '', ctx.params.day, pageRequestOf(ctx)),
    );
  });
  return router;
}
