import {
  AD_MAX_RETRIES,
  AD_RETRY_BACKOFF_MS,
  AD_SIZES,
  AD_TALL_SIZES,
  AD_TALL_SIZES_CHANCE,
  type AdSize,
} from '../constants/ads.constants';

/**
 * The sizes an ad slot may request (admin spec 9): the standard sizes, joined by the tall ones when
 * `roll` (a number in [0, 1), passed in so the rule stays deterministic) falls under the 33% chance;
 * only sizes no wider than the window.
 */
export const adSizeCandidates = (windowWidth: number, roll: number): AdSize[] =>
  [...AD_SIZES, ...(roll < AD_TALL_SIZES_CHANCE ? AD_TALL_SIZES : [])].filter(
    (size) => size.width <= windowWidth,
  );

/** The wait before retry `attempt` (0-based), or null once the retries are spent. */
export const adRetryDelayMs = (attempt: number): number | null =>
  attempt >= 0 && attempt < AD_MAX_RETRIES ? (AD_RETRY_BACKOFF_MS[attempt] ?? null) : null;
