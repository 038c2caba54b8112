import Router from '@koa/router';
import * as t from 'io-ts';
import type { UpdateSystemSettings } from '../../../../application/settings/update-system-settings.use-case';
import { withOptional } from '../../../../contracts/codec-helpers';
import { actorOf, requireCapability } from '../../auth/authentication.middleware';
import { decodeOrThrow } from '../../decode';

const SystemFlagsRequest = withOptional(
  {},
  {
    registrationEnabled: t.boolean,
    showGuestPlayButton: t.boolean,
    showGuestPreviousDaysButton: t.boolean,
    dailyEnabled: t.boolean,
    adsEnabled: t.boolean,
  },
  'SystemFlagsRequest',
);

/** GET and PUT /manage/system/settings: the switches (admin only; the rest of the tab comes later). */
export function systemSettingsRouter(settings: UpdateSystemSettings): Router {
  const router = new Router({ prefix: '/manage/system/settings' });
  router.use(requireCapability('systemSettings'));
  router.get('/', async (ctx) => {
    ctx.body = await settings.read();
  });
  router.put('/', async (ctx) => {
    ctx.body = await settings.update(decodeOrThrow(SystemFlagsRequest, ctx.request.body), actorOf(ctx));
  });
  return router;
}
