import * as t from 'io-ts';
import { BRAND_DISPLAYS, type BrandingView, type PublicSettings } from '../../contracts/auth.codec';
import { oneOf } from '../../contracts/codec-helpers';
import { isStoredDonationUrl } from '../../domain/validation/donation-url';

/** Stored under the one setting name `branding` (admin spec 3 lists it as a single setting), as answered. */
export type Branding = BrandingView;

/**
 * The system settings of one instance: the public flags, the branding and the footer's donation link, as
 * the public paths answer them; each top-level key is the setting's name in the store.
 */
export interface SystemSettings extends PublicSettings {
  branding: Branding;
  /** An http(s) address, or null for no link. */
  donationUrl: string | null;
}

export type SystemSettingName = keyof SystemSettings;

export const DEFAULT_BRANDING: Readonly<Branding> = Object.freeze({
  showLogo: false,
  logoUpdatedAt: null,
  brandingText: '',
  brandDisplay: 'both',
});

export const DEFAULT_SYSTEM_SETTINGS: Readonly<SystemSettings> = Object.freeze({
  registrationEnabled: true,
  showGuestPlayButton: true,
  showGuestPreviousDaysButton: true,
  dailyEnabled: true,
  // Off until an ad provider is configured: with ads on and no provider, every browser would try to load
  // ad scripts from nowhere and show the ad-blocker notice to players who block nothing.
  adsEnabled: false,
  branding: DEFAULT_BRANDING,
  donationUrl: null,
});

type Guards<T> = { [K in keyof T]: (value: unknown) => value is T[K] };

const TOP_LEVEL_GUARDS: Guards<Omit<SystemSettings, 'branding'>> = {
  registrationEnabled: t.boolean.is,
  showGuestPlayButton: t.boolean.is,
  showGuestPreviousDaysButton: t.boolean.is,
  dailyEnabled: t.boolean.is,
  adsEnabled: t.boolean.is,
  // Checked as on saving: whatever reaches the store, only a web address ever becomes the footer's link.
  donationUrl: isStoredDonationUrl,
};

const BRANDING_GUARDS: Guards<Branding> = {
  showLogo: t.boolean.is,
  logoUpdatedAt: t.union([t.string, t.null]).is,
  brandingText: t.string.is,
  brandDisplay: oneOf(BRAND_DISPLAYS).is,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Field by field, so one corrupt value costs only itself: the rest of what the admin saved still applies.
function mergeValid<T extends object>(defaults: T, guards: Guards<T>, stored: unknown): T {
  const merged = { ...defaults };
  if (!isRecord(stored)) return merged;
  for (const name of Object.keys(guards) as (keyof T & string)[]) {
    const value = stored[name];
    if (guards[name](value)) merged[name] = value;
  }
  return merged;
}

/**
 * The settings as the public pages see them: stored values over the defaults. A value of the wrong type is
 * ignored rather than reported, because a corrupt setting must never take the public pages down.
 */
export function resolveSystemSettings(stored: unknown): SystemSettings {
  const { branding: _defaultBranding, ...topLevel } = DEFAULT_SYSTEM_SETTINGS;
  return {
    ...mergeValid(topLevel, TOP_LEVEL_GUARDS, stored),
    branding: mergeValid(DEFAULT_BRANDING, BRANDING_GUARDS, isRecord(stored) ? stored.branding : undefined),
  };
}
