export type AdFreeStatus =
  | { readonly kind: 'permanent' }
  | { readonly kind: 'until'; readonly until: string }
  | { readonly kind: 'none' };

/**
 * How long the player plays without ads: for good (a supporter), until a date still ahead (earned by
 * referrals), or not at all. An unreadable or past date counts as none.
 */
export function adFreeStatus(permanent: boolean, adFreeUntil: string | null, nowMs: number): AdFreeStatus {
  if (permanent) return { kind: 'permanent' };
  if (adFreeUntil === null) return { kind: 'none' };
  const until = Date.parse(adFreeUntil);
  return Number.isFinite(until) && until > nowMs ? { kind: 'until', until: adFreeUntil } : { kind: 'none' };
}
