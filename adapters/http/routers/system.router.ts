import Router from '@koa/router';
import type { GetPublicSettings } from '../../../application/settings/get-public-settings.use-case';
import type { SystemSettings } from '../../../application/settings/system-settings';
import type { BrandingView, PublicSettings } from '../../../contracts/auth.codec';
import type { GlobalSettingsAnswer } from '../../../contracts/system.codec';
import { GLOBAL_SETTINGS_CACHE_MS } from '../../../domain/constants/network.constants';
import { SECOND_MS } from '../../../domain/constants/time.constants';

// The same for every visitor and already cached by the browser for GLOBAL_SETTINGS_CACHE_MS (player spec 9),
// so shared caches may keep them as long.
export const PUBLIC_CACHE_CONTROL = `public, max-age=${GLOBAL_SETTINGS_CACHE_MS / SECOND_MS}`;

type Answer<T> = (settings: SystemSettings) => T;

// The footer's donation link rides along: every page reads this path anyway.
const globalSettings: Answer<GlobalSettingsAnswer> = (s) => ({
  registrationEnabled: s.registrationEnabled,
  showGuestPlayButton: s.showGuestPlayButton,
  showGuestPreviousDaysButton: s.showGuestPreviousDaysButton,
  dailyEnabled: s.dailyEnabled,
  adsEnabled: s.adsEnabled,
  donationUrl: s.donationUrl,
});

type ButtonName = 'showGuestPlayButton' | 'showGuestPreviousDaysButton' | 'dailyEnabled';

const buttons: Answer<Pick<PublicSettings, ButtonName>> = (s) => ({
  showGuestPlayButton: s.showGuestPlayButton,
  showGuestPreviousDaysButton: s.showGuestPreviousDaysButton,
  dailyEnabled: s.dailyEnabled,
});

const branding: Answer<BrandingView> = (s) => ({ ...s.branding });

/** Public settings (no sign-in): each path answers only its own fields, as the spec names them. */
export function systemRouter(getPublicSettings: Pick<GetPublicSettings, 'execute'>): Router {
  const router = new Router();
  const serve = <T>(path: string, answer: Answer<T>) =>
    router.get(path, async (ctx) => {
      ctx.body = answer(await getPublicSettings.execute());
      ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    });

  serve('/guest/system/global', globalSettings);
  serve('/guest/system/buttons/status', buttons);
  serve('/guest/system/registration/status', (s) => ({ registrationEnabled: s.registrationEnabled }));
  serve('/guest/system/branding', branding);
  return router;
}
