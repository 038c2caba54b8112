import Router from '@koa/router';
import type { GameplayUseCases } from '../../../application/gameplay/gameplay-use-cases';
import {
  GamePreferencesRequest,
  PlayedBatchRequest,
  StoreCombinationRequest,
  SubmitScoreRequest,
} from '../../../contracts/game.codec';
import { principalOf } from '../auth/authentication.middleware';
import { registeredPlayer } from '../auth/player';
import type { RateLimiter } from '../../../application/ports/rate-limiter.port';
import { writesLimited } from '../middleware/limit-by-address';
import { decodeOrThrow } from '../decode';
import { addPlayRoutes } from './play-routes';
import { respond, respondWith } from '../respond';
import { right } from 'fp-ts/Either';

/** `/game/*` for signed-in players (player-side spec 7, "Game (registered)"). No rule lives here. */
export function gameRouter(game: GameplayUseCases, writeLimit: RateLimiter): Router {
  const router = new Router({ prefix: '/game' });
  // Sign-in before anything of the request is read: a caller without a valid token gets 401 (and refreshes),
  // never a complaint about the body.
  router.use((ctx, next) => {
    principalOf(ctx);
    return next();
  });
  router.use(writesLimited(writeLimit));

  router.get('/initial-data', async (ctx) => {
    respond(ctx, await game.daily.initialData(principalOf(ctx).user.id, ctx.query.date));
  });
  addPlayRoutes(router, game, registeredPlayer);
  router.get('/session/active', async (ctx) => {
    respond(ctx, await game.activeSession.execute(registeredPlayer(ctx)));
  });
  router.get('/session/:date', async (ctx) => {
    respond(ctx, await game.sessions.state(registeredPlayer(ctx), ctx.params.date));
  });
  router.get('/results/:date', async (ctx) => {
    respond(ctx, await game.sessions.result(registeredPlayer(ctx), ctx.params.date));
  });
  router.post('/submit-score', async (ctx) => {
    const body = decodeOrThrow(SubmitScoreRequest, ctx.request.body);
    respond(ctx, await game.endGame.submit(registeredPlayer(ctx), body));
  });
  router.post('/forfeit/:date', async (ctx) => {
    respond(ctx, await game.endGame.forfeit(registeredPlayer(ctx), ctx.params.date));
  });
  router.get(['/played', '/played/:date'], async (ctx) => {
    respond(ctx, await game.played.one(registeredPlayer(ctx), ctx.params.date));
  });
  router.post('/played/batch', async (ctx) => {
    const { dates } = decodeOrThrow(PlayedBatchRequest, ctx.request.body);
    respondWith(ctx, await game.played.batch(registeredPlayer(ctx), dates), (results) => ({ results }));
  });
  router.get('/:date/attempted-categories', async (ctx) => {
    respond(ctx, await game.attempts.list(registeredPlayer(ctx), ctx.params.date));
  });
  router.post('/store-combination', async (ctx) => {
    const body = decodeOrThrow(StoreCombinationRequest, ctx.request.body);
    respond(ctx, await game.attempts.confirmStored(registeredPlayer(ctx), body));
  });
  router.get('/preferences', async (ctx) => {
    respond(ctx, right(await game.preferences.get(principalOf(ctx).user.id)));
  });
  router.put('/preferences', async (ctx) => {
    const change = decodeOrThrow(GamePreferencesRequest, ctx.request.body);
    respond(ctx, right(await game.preferences.update(principalOf(ctx).user.id, change)));
  });
  return router;
}
