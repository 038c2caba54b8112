import Router from '@koa/router';
import type { GameplayUseCases } from '../../../application/gameplay/gameplay-use-cases';
import {
  GamePreferencesRequest,
  PlayedBatchRequest,
  StoreCombinationRequest,
  SubmitScoreRequest,
} from '../../../contracts/game.codec';
import { callerId, requireSignIn } from '../auth/authentication.middleware';
import { registeredPlayer } from '../auth/player';
import type { AccountAndAddressLimits } from '../../../application/ports/rate-limiter.port';
import { writesLimited } from '../middleware/limit-by-address';
import { decodeOrThrow } from '../decode';
import { optionalText, optionalWholeNumber } from '../query-params';
import { addPlayRoutes } from './play-routes';
import { respondOrAbsent } from '../absent-answer';
import { respond, respondValue, respondWith } from '../respond';

/** `/game/*` for signed-in players (player-side spec 7, "Game (registered)"). No rule lives here. */
export function gameRouter(game: GameplayUseCases, writeLimits: AccountAndAddressLimits): Router {
  const router = new Router({ prefix: '/game' });
  router.use(requireSignIn);
  router.use(writesLimited(writeLimits));

  router.get('/initial-data', async (ctx) => {
    respond(ctx, await game.daily.initialData(callerId(ctx), ctx.query.date));
  });
  addPlayRoutes(router, game, registeredPlayer);
  router.get('/session/active', async (ctx) => {
    respondOrAbsent(ctx, await game.activeSession.execute(registeredPlayer(ctx)));
  });
  router.get('/session/:date', async (ctx) => {
    respondOrAbsent(ctx, await game.sessions.state(registeredPlayer(ctx), ctx.params.date));
  });
  router.get('/results/:date', async (ctx) => {
    respondOrAbsent(ctx, await game.sessions.result(registeredPlayer(ctx), ctx.params.date));
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
  router.get('/days', async (ctx) => {
    const request = { before: optionalText(ctx, 'before'), limit: optionalWholeNumber(ctx, 'limit') };
    respond(ctx, await game.days.execute(registeredPlayer(ctx), request));
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
    respondValue(ctx, await game.preferences.get(callerId(ctx)));
  });
  router.put('/preferences', async (ctx) => {
    const change = decodeOrThrow(GamePreferencesRequest, ctx.request.body);
    respondValue(ctx, await game.preferences.update(callerId(ctx), change));
  });
  return router;
}
