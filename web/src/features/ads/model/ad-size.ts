import { adSizeCandidates } from '../../../../../domain/ads/ad-policy';
import type { AdSize } from '../../../../../domain/constants/ads.constants';

// What of the window's width the ad cannot use: the page's gutters (1 rem each side on phones, 2 rem from
// 48 rem up, layout.css), the card's borders, and the ad's inset in the card (0.75 rem on phones, the
// menu card's 2 rem padding from 48 rem up, ads.css and menu.css). Mirrors those CSS numbers, so that a
// 360 px phone still fits a 300 px ad.
const WIDE_FROM_PX = 768;
const PHONE_MARGINS_PX = 2 * 16 + 2 * 1 + 2 * 12;
const WIDE_MARGINS_PX = 2 * 32 + 2 * 1 + 2 * 32;

export const adSlotMargins = (windowWidth: number): number =>
  windowWidth >= WIDE_FROM_PX ? WIDE_MARGINS_PX : PHONE_MARGINS_PX;

const area = (size: AdSize) => size.width * size.height;

/**
 * The largest ad (by area) of the sizes the spec allows that fits beside the margins; `roll` in [0, 1)
 * decides whether the tall formats are considered. Null when even the smallest does not fit.
 */
export function chooseAdSize(windowWidth: number, roll: number): AdSize | null {
  const candidates = adSizeCandidates(windowWidth - adSlotMargins(windowWidth), roll);
  return candidates.reduce<AdSize | null>(
    (largest, size) => (largest === null || area(size) > area(largest) ? size : largest),
    null,
  );
}
