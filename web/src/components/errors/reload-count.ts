import { siteKey } from '../../lib/api/site-store';

// The automatic reloads are counted across the reloads themselves (sessionStorage: this tab only), per
// site, and forgotten once the app has run well for a while, so a later failure starts from zero.

const KEY = 'wordgame_auto_reloads';
/** How long the app must run without a failure page before the count starts again. */
const RAN_WELL_AFTER_MS = 15_000;

let failurePageShown = false;

export function reloadsSoFar(site: string): number {
  try {
    return Number(window.sessionStorage.getItem(siteKey(KEY, site)) ?? 0) || 0;
  } catch {
    // Without storage the count cannot survive a reload: no automatic reload then (it could loop).
    return Number.POSITIVE_INFINITY;
  }
}

export function countReload(site: string, count: number): void {
  try {
    window.sessionStorage.setItem(siteKey(KEY, site), String(count));
  } catch {
    // Unreachable: reloadsSoFar answered infinity, so no automatic reload is made.
  }
}

export const noteFailurePageShown = () => {
  failurePageShown = true;
};

/** Called once at start: the count is dropped when the app has run for a while without a failure page. */
export function forgetReloadsWhenRunningWell(site: string): void {
  window.setTimeout(() => {
    if (failurePageShown) return;
    try {
      window.sessionStorage.removeItem(siteKey(KEY, site));
    } catch {
      // Nothing stored.
    }
  }, RAN_WELL_AFTER_MS);
}
