import type { AdProviderView, AdsStatus } from '../../../../../contracts/system.codec';

/** Admin spec 4 and 8: the ads status fails open; with no readable provider the game's promotions show. */
export const FAIL_OPEN_ADS_STATUS: AdsStatus = Object.freeze({ adsEnabled: true, provider: null });

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

// Not URL.canParse: older phones' browsers lack it.
function isAddress(text: string): boolean {
  try {
    return Boolean(new URL(text));
  } catch {
    return false;
  }
}

function providerFrom(value: unknown): AdProviderView | null {
  if (typeof value !== 'object' || value === null) return null;
  const { scriptUrl, client, slot } = value as Record<string, unknown>;
  if (!isText(scriptUrl) || !isText(client) || !isText(slot) || !isAddress(scriptUrl)) return null;
  return { scriptUrl, client, slot };
}

/** Reads GET /ads/status leniently: a field that is missing or of another type takes its fail-open value. */
export function adsStatusFrom(body: unknown): AdsStatus {
  if (typeof body !== 'object' || body === null) return FAIL_OPEN_ADS_STATUS;
  const { adsEnabled, provider } = body as Record<string, unknown>;
  return {
    adsEnabled: typeof adsEnabled === 'boolean' ? adsEnabled : FAIL_OPEN_ADS_STATUS.adsEnabled,
    provider: providerFrom(provider),
  };
}
