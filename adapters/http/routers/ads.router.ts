import Router from '@koa/router';
import type { GetPublicSettings } from '../../../application/settings/get-public-settings.use-case';
import type { AdProviderView, AdsStatus } from '../../../contracts/system.codec';
import { PUBLIC_CACHE_CONTROL } from './system.router';

/**
 * GET /ads/status (no sign-in): whether ads show at all, and the provider configured by environment (null:
 * the game's own promotions instead). Each browser then applies its player's ad-free time.
 */
export function adsRouter(
  getPublicSettings: Pick<GetPublicSettings, 'execute'>,
  provider: AdProviderView | null,
): Router {
  const router = new Router();
  router.get('/ads/status', async (ctx) => {
    const status: AdsStatus = { adsEnabled: (await getPublicSettings.execute()).adsEnabled, provider };
    ctx.body = status;
    ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  });
  return router;
}
