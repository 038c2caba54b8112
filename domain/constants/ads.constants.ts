import { SECOND_MS } from './time.constants';

// Ads (admin spec 4 and 9).
export const AD_MAX_RETRIES = 3;
/** Exponential backoff, one delay per retry. */
export const AD_RETRY_BACKOFF_MS = [1 * SECOND_MS, 2 * SECOND_MS, 4 * SECOND_MS] as const;

export interface AdSize {
  readonly width: number;
  readonly height: number;
}
export const AD_SIZES: readonly AdSize[] = [
  { width: 580, height: 400 },
  { width: 480, height: 320 },
  { width: 336, height: 280 },
  { width: 300, height: 250 },
];
/** Tall formats join the candidates only now and then, so the menu is not dominated by them. */
export const AD_TALL_SIZES: readonly AdSize[] = [
  { width: 320, height: 480 },
  { width: 300, height: 600 },
];
export const AD_TALL_SIZES_CHANCE = 0.33;
