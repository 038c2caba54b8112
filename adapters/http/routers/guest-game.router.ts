import Router from '@koa/router';
import type { GameplayUseCases } from '../../../application/gameplay/gameplay-use-cases';
import { ReviewRequest } from '../../../contracts/game.codec';
import { GUEST_ATTEMPTS_FOR_USER_TEXT } from '../../../domain/errors/error-texts';
import { anyPlayer, guestNamed, guestOf } from '../auth/player';
import type { AccountAndAddressLimits } from '../../../application/ports/rate-limiter.port';
import { writesLimited } from '../middleware/limit-by-address';
import { decodeOrThrow } from '../decode';
import { optionalText, optionalWholeNumber } from '../query-params';
import { addPlayRoutes } from './play-routes';
import { HttpError } from '../errors/http-error';
import { respondOrAbsent } from '../absent-answer';
import { respond, respondValue } from '../respond';

/**
 * `/game/guest/*` (guests by X-Guest-ID, demo games under the same rules) and the paths open to everyone:
 * the day's puzzle, a guest's attempts, reviews and the message of the day.
 */
export function guestGameRouter(game: GameplayUseCases, writeLimits: AccountAndAddressLimits): Router {
  const router = new Router();

  router.get(['/game/daily', '/game/daily/:date'], async (ctx) => {
    respondOrAbsent(ctx, await game.daily.execute(ctx.params.date, anyPlayer(ctx)));
  });
  router.get('/game/attempted-categories/:date', async (ctx) => {
    if (ctx.state.principal) throw HttpError.of('USE_AUTHENTICATED_API', GUEST_ATTEMPTS_FOR_USER_TEXT);
    const guest = ctx.query.guestId === undefined ? guestOf(ctx) : guestNamed(ctx.query.guestId);
    respond(ctx, await game.attempts.list(guest, ctx.params.date));
  });
  router.post('/game-reviews', writesLimited(writeLimits), async (ctx) => {
    const player = anyPlayer(ctx) ?? guestOf(ctx);
    respond(ctx, await game.review.execute(player, decodeOrThrow(ReviewRequest, ctx.request.body)));
  });
  router.get('/message', async (ctx) => {
    respondValue(ctx, await game.message.execute());
  });

  const guest = new Router({ prefix: '/game/guest' });
  guest.use(writesLimited(writeLimits));
  addPlayRoutes(guest, game, guestOf);
  guest.get('/session/:date', async (ctx) => {
    respondOrAbsent(ctx, await game.sessions.guestSession(guestOf(ctx), ctx.params.date));
  });
  guest.get('/played-status/:date', async (ctx) => {
    respond(ctx, await game.played.one(guestOf(ctx), ctx.params.date));
  });
  guest.get('/days', async (ctx) => {
    const request = { before: optionalText(ctx, 'before'), limit: optionalWholeNumber(ctx, 'limit') };
    respond(ctx, await game.days.execute(guestOf(ctx), request));
  });
  guest.get('/game-state/:date', async (ctx) => {
    respondOrAbsent(ctx, await game.sessions.state(guestOf(ctx), ctx.params.date));
  });
  guest.get('/active-session', async (ctx) => {
    respondOrAbsent(ctx, await game.activeSession.execute(guestOf(ctx)));
  });
  guest.get('/game-results/:date', async (ctx) => {
    respondOrAbsent(ctx, await game.sessions.result(guestOf(ctx), ctx.params.date));
  });
  router.use(guest.routes(), guest.allowedMethods());
  return router;
}
