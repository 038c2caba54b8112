import Router from '@koa/router';
import type { GetPublicSettings } from '../../../application/settings/get-public-settings.use-case';
import { PUBLIC_CACHE_CONTROL } from './system.router';

/** GET /ads/status (no sign-in): whether ads show at all; each browser then applies its player's ad-free time. */
export function adsRouter(getPublicSettings: Pick<GetPublicSettings, 'execute'>): Router {
  const router = new Router();
  router.get('/ads/status', async (ctx) => {
    ctx.body = { adsEnabled: (await getPublicSettings.execute()).adsEnabled };
    ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  });
  return router;
}
