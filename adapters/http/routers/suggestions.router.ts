import Router from '@koa/router';
import type { AccountAndAddressLimits } from '../../../application/ports/rate-limiter.port';
import type { SuggestionUseCases } from '../../../application/suggestions/suggestion-use-cases';
import { SubmitSuggestionRequest } from '../../../contracts/social.codec';
import { callerId, requireSignIn } from '../auth/authentication.middleware';
import { decodeOrThrow } from '../decode';
import { writesLimited } from '../middleware/limit-by-address';
import { respond } from '../respond';

/** `/suggestions/*`: category suggestions of signed-in players (the spec leaves the paths open). */
export function suggestionsRouter(
  suggestions: SuggestionUseCases,
  writeLimits: AccountAndAddressLimits,
): Router {
  const router = new Router({ prefix: '/suggestions' });
  router.use(requireSignIn);
  router.use(writesLimited(writeLimits));

  router.post('/', async (ctx) => {
    const body = decodeOrThrow(SubmitSuggestionRequest, ctx.request.body);
    respond(ctx, await suggestions.submit.execute(callerId(ctx), body), 201);
  });
  router.get('/', async (ctx) => {
    respond(ctx, await suggestions.mine.execute(callerId(ctx)));
  });
  router.get('/next-available-date', async (ctx) => {
    respond(ctx, await suggestions.nextAvailableDate.execute());
  });
  router.get('/top', async (ctx) => {
    respond(ctx, await suggestions.top.execute());
  });
  return router;
}
