import Router from '@koa/router';
import type { RateLimiter } from '../../../application/ports/rate-limiter.port';
import type { ReferralUseCases } from '../../../application/referrals/referral-use-cases';
import { ApplyReferralRequest } from '../../../contracts/social.codec';
import { principalOf } from '../auth/authentication.middleware';
import { decodeOrThrow } from '../decode';
import { writesLimited } from '../middleware/limit-by-address';
import { respond } from '../respond';

/** `/referral/*` for signed-in players (player-side spec 7, "Referral, suggestions, public"). */
export function referralRouter(referrals: ReferralUseCases, writeLimit: RateLimiter): Router {
  const router = new Router({ prefix: '/referral' });
  // Sign-in first: a caller without a valid token gets 401, never a complaint about the body.
  router.use((ctx, next) => {
    principalOf(ctx);
    return next();
  });
  router.use(writesLimited(writeLimit));

  router.post('/generate', async (ctx) => {
    respond(ctx, await referrals.generate.execute(principalOf(ctx).user.id));
  });
  router.post('/apply', async (ctx) => {
    const { referralCode } = decodeOrThrow(ApplyReferralRequest, ctx.request.body);
    respond(ctx, await referrals.apply.execute(principalOf(ctx).user.id, referralCode));
  });
  router.get('/stats', async (ctx) => {
    respond(ctx, await referrals.stats.execute(principalOf(ctx).user.id));
  });
  router.get('/top', async (ctx) => {
    respond(ctx, await referrals.top.execute());
  });
  return router;
}
