import Router from '@koa/router';
import type { Context } from 'koa';
import type { SystemSettings } from '../../../../application/settings/system-settings';
import type {
  ToggleableSetting,
  UpdateSystemSettings,
} from '../../../../application/settings/update-system-settings.use-case';
import {
  ButtonsStatusRequest,
  SystemSettingsRequest,
  ToggleRequest,
  type ButtonsStatus,
  type SystemSettingsAnswer,
} from '../../../../contracts/system.codec';
import type { Capability } from '../../../../domain/permissions/permission-policy';
import { actorOf, requireCapability } from '../../auth/authentication.middleware';
import { decodeOrThrow } from '../../decode';
import { respondValue, respondWith } from '../../respond';

const settingsAnswer = (s: SystemSettings): SystemSettingsAnswer => ({
  registrationEnabled: s.registrationEnabled,
  showGuestPlayButton: s.showGuestPlayButton,
  showGuestPreviousDaysButton: s.showGuestPreviousDaysButton,
  dailyEnabled: s.dailyEnabled,
  adsEnabled: s.adsEnabled,
  branding: { ...s.branding },
  donationUrl: s.donationUrl,
});

const buttonsAnswer = (s: SystemSettings): ButtonsStatus => ({
  showGuestPlayButton: s.showGuestPlayButton,
  showGuestPreviousDaysButton: s.showGuestPreviousDaysButton,
  dailyEnabled: s.dailyEnabled,
});

/** The toggle paths, the capability each needs, and the one switch each answers. */
const TOGGLES: readonly { path: string; setting: ToggleableSetting; capability: Capability }[] = [
  { path: '/ads/toggle', setting: 'adsEnabled', capability: 'ads' },
  { path: '/daily/toggle', setting: 'dailyEnabled', capability: 'systemSettings' },
  { path: '/guest-play/toggle', setting: 'showGuestPlayButton', capability: 'systemSettings' },
  {
    path: '/guest-previous-days/toggle',
    setting: 'showGuestPreviousDaysButton',
    capability: 'systemSettings',
  },
];

// The browser sends no body to the daily toggle (admin spec 7): an empty body is "flip".
const bodyOf = (ctx: Context): unknown => ctx.request.body ?? {};

/**
 * `/manage/system/*` of the control panel's settings tab (admin spec 7 "System settings"): the switches,
 * the donation link and the toggles (the branding has its own router). Admin only, by the permission table.
 */
export function systemSettingsRouter(settings: UpdateSystemSettings): Router {
  const router = new Router({ prefix: '/manage/system' });
  const administer = requireCapability('systemSettings');

  router.get('/settings', administer, async (ctx) =>
    respondValue(ctx, settingsAnswer(await settings.read())),
  );
  router.put('/settings', administer, async (ctx) => {
    const request = decodeOrThrow(SystemSettingsRequest, bodyOf(ctx));
    // The ads switch has its own capability; this path must not be a way around it.
    if (request.adsEnabled !== undefined) await requireCapability('ads')(ctx, async () => {});
    respondWith(ctx, await settings.update(request, actorOf(ctx)), settingsAnswer);
  });

  router.get('/daily/status', administer, async (ctx) =>
    respondValue(ctx, { dailyEnabled: (await settings.read()).dailyEnabled }),
  );
  router.get('/buttons/status', administer, async (ctx) =>
    respondValue(ctx, buttonsAnswer(await settings.read())),
  );
  router.put('/buttons/status', administer, async (ctx) => {
    const request = decodeOrThrow(ButtonsStatusRequest, bodyOf(ctx));
    respondWith(ctx, await settings.update(request, actorOf(ctx)), buttonsAnswer);
  });

  for (const { path, setting, capability } of TOGGLES) {
    router.post(path, requireCapability(capability), async (ctx) => {
      const { enabled } = decodeOrThrow(ToggleRequest, bodyOf(ctx));
      respondWith(ctx, await settings.toggle(setting, enabled, actorOf(ctx)), (s) => ({
        [setting]: s[setting],
      }));
    });
  }
  return router;
}
