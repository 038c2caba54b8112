import Router from '@koa/router';
import type { AccountAndAddressLimits } from '../../../application/ports/rate-limiter.port';
import type { ReferralUseCases } from '../../../application/referrals/referral-use-cases';
import { ApplyReferralRequest } from '../../../contracts/social.codec';
import { callerId, requireSignIn } from '../auth/authentication.middleware';
import { decodeOrThrow } from '../decode';
import { writesLimited } from '../middleware/limit-by-address';
import { respond } from '../respond';

/** `/referral/*` for signed-in players (player-side spec 7, "Referral, suggestions, public"). */
export function referralRouter(referrals: ReferralUseCases, writeLimits: AccountAndAddressLimits): Router {
  const router = new Router({ prefix: '/referral' });
  router.use(requireSignIn);
  router.use(writesLimited(writeLimits));

  router.post('/generate', async (ctx) => {
    respond(ctx, await referrals.generate.execute(callerId(ctx)));
  });
  router.post('/apply', async (ctx) => {
    const { referralCode } = decodeOrThrow(ApplyReferralRequest, ctx.request.body);
    respond(ctx, await referrals.apply.execute(callerId(ctx), referralCode));
  });
  router.get('/stats', async (ctx) => {
    respond(ctx, await referrals.stats.execute(callerId(ctx)));
  });
  router.get('/top', async (ctx) => {
    respond(ctx, await referrals.top.execute());
  });
  return router;
}
