import * as t from 'io-ts';
import { BRAND_DISPLAYS, type BrandingView, type PublicSettings } from './auth.codec';
import { oneOf, withOptional } from './codec-helpers';

// The administration's system switches and branding (admin spec 3 and 7 "System settings", DESIGN 11).

/** GET and PUT /manage/system/settings: every switch, the branding and the donation link. */
export interface SystemSettingsAnswer extends PublicSettings {
  branding: BrandingView;
  /** The footer's donation link (http or https); null hides it. */
  donationUrl: string | null;
}

/** PUT /manage/system/settings: only the named fields change. */
export const SystemSettingsRequest = withOptional(
  {},
  {
    registrationEnabled: t.boolean,
    showGuestPlayButton: t.boolean,
    showGuestPreviousDaysButton: t.boolean,
    dailyEnabled: t.boolean,
    adsEnabled: t.boolean,
    donationUrl: t.union([t.string, t.null]),
  },
  'SystemSettingsRequest',
);
export type SystemSettingsRequest = t.TypeOf<typeof SystemSettingsRequest>;

/**
 * POST /manage/system/ads/toggle, /daily/toggle, /guest-play/toggle and /guest-previous-days/toggle: with
 * `enabled` the switch is set to it; without, it flips (admin spec 7 sends none to the daily toggle).
 */
export const ToggleRequest = withOptional({}, { enabled: t.boolean }, 'ToggleRequest');
export type ToggleRequest = t.TypeOf<typeof ToggleRequest>;

/** GET and PUT /manage/system/buttons/status. */
export interface ButtonsStatus {
  showGuestPlayButton: boolean;
  showGuestPreviousDaysButton: boolean;
  dailyEnabled: boolean;
}
export const ButtonsStatusRequest = withOptional(
  {},
  { showGuestPlayButton: t.boolean, showGuestPreviousDaysButton: t.boolean },
  'ButtonsStatusRequest',
);

/** PUT /manage/system/branding; the logo itself is POST /manage/system/branding/logo (multipart `image`). */
export const BrandingRequest = withOptional(
  {},
  { showLogo: t.boolean, brandingText: t.string, brandDisplay: oneOf(BRAND_DISPLAYS, 'BrandDisplay') },
  'BrandingRequest',
);
export type BrandingRequest = t.TypeOf<typeof BrandingRequest>;

/**
 * The ad provider configured by environment (DESIGN 11), as the browser needs it: an AdSense-compatible
 * script (`window.adsbygoogle.push({})` fills an `<ins>` with `data-ad-client` and `data-ad-slot`).
 */
export interface AdProviderView {
  scriptUrl: string;
  client: string;
  slot: string;
}

/** GET /ads/status: the switch, and the provider (null: the game's own promotions are shown instead). */
export interface AdsStatus {
  adsEnabled: boolean;
  provider: AdProviderView | null;
}

/** GET /guest/system/global also answers the donation link for the footer. */
export interface GlobalSettingsAnswer extends PublicSettings {
  donationUrl: string | null;
}
