/**
 * Supporters and players with ad-free time left never see ads; ads also obey the global switch. Apart from
 * how ads load (ad-policy.ts): the menu asks this of every player, the loading rules travel with the ads.
 */
export const shouldShowAds = (input: {
  readonly adsEnabled: boolean;
  readonly isPermanentlyAdFree: boolean;
  /** Epoch milliseconds, or null when the player never had ad-free time. */
  readonly adFreeUntilMs: number | null;
  readonly nowMs: number;
}): boolean =>
  input.adsEnabled &&
  !input.isPermanentlyAdFree &&
  (input.adFreeUntilMs === null || input.adFreeUntilMs <= input.nowMs);
