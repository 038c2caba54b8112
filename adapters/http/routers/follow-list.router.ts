import Router from '@koa/router';
import { right } from 'fp-ts/Either';
import type { AccountAndAddressLimits } from '../../../application/ports/rate-limiter.port';
import type { SocialUseCases } from '../../../application/social/social-use-cases';
import { FollowRequest, ScoreboardPreferencesRequest } from '../../../contracts/scoreboard.codec';
import { principalOf } from '../auth/authentication.middleware';
import { decodeOrThrow } from '../decode';
import { limitByAccountAndAddress, writesLimited } from '../middleware/limit-by-address';
import { textOrEmpty } from '../query-params';
import { respond } from '../respond';

const me = (ctx: Parameters<typeof principalOf>[0]): string => principalOf(ctx).user.id;

/** `/scoreboard/personal-list/*` (the follow list and its user search) and `/scoreboard/preferences`. */
export function followListRouter(social: SocialUseCases, writeLimits: AccountAndAddressLimits): Router {
  const router = new Router({ prefix: '/scoreboard' });
  // Runs for this router's paths only: the other /scoreboard/* paths are other routers'.
  router.use((ctx, next) => {
    principalOf(ctx);
    return next();
  });
  router.use(writesLimited(writeLimits, 'social'));

  router.get('/personal-list', async (ctx) => {
    respond(ctx, right(await social.followList.list(me(ctx))));
  });
  router.post('/personal-list/add', async (ctx) => {
    const { userId } = decodeOrThrow(FollowRequest, ctx.request.body);
    respond(ctx, await social.followList.follow(me(ctx), userId));
  });
  router.delete('/personal-list/remove/:id', async (ctx) => {
    respond(ctx, right(await social.followList.unfollow(me(ctx), ctx.params.id ?? '')));
  });
  // A read, but the costliest of them (typed letter by letter): counted like a write.
  router.get('/personal-list/search', limitByAccountAndAddress(writeLimits, 'user-search'), async (ctx) => {
    respond(ctx, await social.searchUsers.execute(me(ctx), textOrEmpty(ctx, 'query')));
  });

  router.get('/preferences', async (ctx) => {
    respond(ctx, right(await social.preferences.get(me(ctx))));
  });
  router.put('/preferences', async (ctx) => {
    const change = decodeOrThrow(ScoreboardPreferencesRequest, ctx.request.body);
    respond(ctx, await social.preferences.update(me(ctx), change));
  });
  return router;
}
