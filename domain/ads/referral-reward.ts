import { REFERRAL_AD_FREE_DAYS } from '../constants/accounts.constants';
import { DAY_MS } from '../constants/time.constants';

/**
 * Each referral adds 7 ad-free days, counted from the current end of the ad-free time if it is still
 * running, so rewards stack instead of overlapping.
 */
export const extendAdFreeUntil = (adFreeUntilMs: number | null, nowMs: number, referrals = 1): number =>
  Math.max(adFreeUntilMs ?? nowMs, nowMs) + referrals * REFERRAL_AD_FREE_DAYS * DAY_MS;
