import type { PublicSettings } from '../../../../../../contracts/auth.codec';

// The system switches in the order the tab lists them (admin spec 3 "Settings"), and which of them ask
// before they go off. Pure, so it is tested without a screen.

export const SETTING_SWITCHES = [
  'registrationEnabled',
  'dailyEnabled',
  'showGuestPlayButton',
  'showGuestPreviousDaysButton',
  'adsEnabled',
] as const satisfies readonly (keyof PublicSettings)[];

export type SettingSwitch = (typeof SETTING_SWITCHES)[number];

/** Closing registration or the daily game changes every player's day at once: asked first. */
const ASKED_BEFORE_OFF = ['registrationEnabled', 'dailyEnabled'] as const satisfies readonly SettingSwitch[];
export type AskedSwitch = (typeof ASKED_BEFORE_OFF)[number];

/** The switch whose question comes first, or null when the change goes straight to the server. */
export const confirmationFor = (name: SettingSwitch, next: boolean): AskedSwitch | null =>
  !next && (ASKED_BEFORE_OFF as readonly SettingSwitch[]).includes(name) ? (name as AskedSwitch) : null;

/** The guests' buttons also need the daily game: with it off, they stay hidden whatever their switch says. */
export const hiddenByDaily = (name: SettingSwitch, settings: Pick<PublicSettings, 'dailyEnabled'>): boolean =>
  !settings.dailyEnabled && (name === 'showGuestPlayButton' || name === 'showGuestPreviousDaysButton');
