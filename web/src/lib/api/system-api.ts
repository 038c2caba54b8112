import type { BrandingView, PublicSettings } from '../../../../contracts/auth.codec';
import type { ApiClient } from './api-client';

// Public switches (player spec 3 and 8, admin spec 4 and 7). Every page asks for them, and a failure must
// not lock players out: flags fail open (the server still enforces the real ones), the logo is hidden.

type Flags = Partial<PublicSettings>;
type FlagName = keyof PublicSettings;

const FLAG_NAMES: readonly FlagName[] = [
  'registrationEnabled',
  'showGuestPlayButton',
  'showGuestPreviousDaysButton',
  'dailyEnabled',
  'adsEnabled',
];

interface Source<K extends FlagName> {
  path: string;
  fields: readonly K[];
}

const GLOBAL: Source<FlagName> = { path: '/guest/system/global', fields: FLAG_NAMES };
const REGISTRATION: Source<'registrationEnabled'> = {
  path: '/guest/system/registration/status',
  fields: ['registrationEnabled'],
};
const BUTTONS: Source<'showGuestPlayButton' | 'showGuestPreviousDaysButton' | 'dailyEnabled'> = {
  path: '/guest/system/buttons/status',
  fields: ['showGuestPlayButton', 'showGuestPreviousDaysButton', 'dailyEnabled'],
};
const ADS: Source<'adsEnabled'> = { path: '/ads/status', fields: ['adsEnabled'] };

/** Spec 8: global settings first, then registration status, then buttons status; ads have their own path. */
const FALLBACK_SOURCES: readonly Source<FlagName>[] = [REGISTRATION, BUTTONS, ADS];

/** When nothing answers: open. Daily and ads are fail-open by the spec; the others follow suit. */
export const FAIL_OPEN_SETTINGS: Readonly<PublicSettings> = Object.freeze({
  registrationEnabled: true,
  showGuestPlayButton: true,
  showGuestPreviousDaysButton: true,
  dailyEnabled: true,
  adsEnabled: true,
});

/** What a failed branding load shows: no logo, no text. */
export const NO_BRANDING: Readonly<BrandingView> = Object.freeze({
  showLogo: false,
  logoUpdatedAt: null,
  brandingText: '',
  brandDisplay: 'both',
});

// Only booleans are taken: a field of another type is as good as missing and falls through to the next source.
function flagsFrom(body: unknown, names: readonly FlagName[]): Flags {
  const flags: Flags = {};
  if (typeof body !== 'object' || body === null) return flags;
  for (const name of names) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'boolean') flags[name] = value;
  }
  return flags;
}

// The footer makes a link of it: only a web address, never `javascript:` or the like, whatever arrives.
const donationUrlFrom = (body: unknown): string | null => {
  const url = (body as { donationUrl?: unknown } | null)?.donationUrl;
  return typeof url === 'string' && /^https?:\/\/\S+$/i.test(url) ? url : null;
};

interface GlobalRead {
  flags: Flags;
  donationUrl: string | null;
}

/** What every page shows of the public settings: the switches and the footer's donation link. */
export interface SiteSettings {
  readonly settings: PublicSettings;
  /** Null (no link) also when the global settings cannot be read. */
  readonly donationUrl: string | null;
  /** The global settings answered; else the switches came from the fallbacks or are the fail-open ones. */
  readonly fromGlobal: boolean;
}

const isBranding = (body: unknown): body is BrandingView =>
  typeof body === 'object' && body !== null && typeof (body as BrandingView).showLogo === 'boolean';

// No cache here: the screens share and keep these reads in the page's read cache (use-site-settings.ts).
export function createSystemApi(client: ApiClient) {
  // Public and the same for everyone: no identity, so a guest gets no id and a player no refresh for it.
  async function readBody(path: string): Promise<{ body: unknown } | null> {
    try {
      return { body: await client.get<unknown>(path, { auth: 'none' }) };
    } catch (error) {
      client.logger.warn(`Public settings unavailable: ${path}`, error);
      return null;
    }
  }

  async function read(source: Source<FlagName>, names = source.fields): Promise<Flags | null> {
    const answer = await readBody(source.path);
    return answer === null ? null : flagsFrom(answer.body, names);
  }

  async function status<K extends FlagName>(source: Source<K>): Promise<Pick<PublicSettings, K>> {
    const flags = await read(source);
    const entries = source.fields.map((name) => [name, flags?.[name] ?? FAIL_OPEN_SETTINGS[name]]);
    return Object.fromEntries(entries) as Pick<PublicSettings, K>;
  }

  /** The global answer also carries the footer's donation link. */
  async function globalRead(): Promise<GlobalRead | null> {
    const answer = await readBody(GLOBAL.path);
    if (answer === null) return null;
    return { flags: flagsFrom(answer.body, GLOBAL.fields), donationUrl: donationUrlFrom(answer.body) };
  }

  const globalSettings = async (): Promise<Flags | null> => (await globalRead())?.flags ?? null;

  /** Each flag from the first source that has it; only what is still missing is asked of the next one. */
  async function siteSettings(): Promise<SiteSettings> {
    const global = await globalRead();
    const merged: Flags = { ...global?.flags };
    for (const source of FALLBACK_SOURCES) {
      const missing = source.fields.filter((name) => merged[name] === undefined);
      if (missing.length > 0) Object.assign(merged, await read(source, missing));
    }
    return {
      settings: { ...FAIL_OPEN_SETTINGS, ...merged },
      donationUrl: global?.donationUrl ?? null,
      fromGlobal: global !== null,
    };
  }

  return {
    globalSettings,
    siteSettings,
    dailyEnabled: async (): Promise<boolean> =>
      (await globalSettings())?.dailyEnabled ?? FAIL_OPEN_SETTINGS.dailyEnabled,
    adsEnabled: async (): Promise<boolean> => (await status(ADS)).adsEnabled,
    registrationStatus: () => status(REGISTRATION),
    buttonsStatus: () => status(BUTTONS),
    async branding(): Promise<BrandingView> {
      try {
        const answer = await client.get<unknown>('/guest/system/branding', { auth: 'none' });
        if (isBranding(answer)) return answer;
        client.logger.warn('Branding answer unreadable; logo hidden', answer);
      } catch (error) {
        client.logger.warn('Branding unavailable; logo hidden', error);
      }
      return NO_BRANDING;
    },
  };
}

export type SystemApi = ReturnType<typeof createSystemApi>;
