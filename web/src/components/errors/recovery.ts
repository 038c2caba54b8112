import {
  ERROR_BOUNDARY_MAX_AUTO_RELOADS,
  ERROR_BOUNDARY_RELOAD_DELAY_MS,
} from '../../../../domain/constants/ui.constants';
import { isApiError } from '../../lib/api';

// Spec 4 and 8: on a failure the page first tries what usually helps by itself (a renewed sign-in for an
// expired one, a reload for a lost connection), then offers the player the ways out.

export type FailureKind = 'auth' | 'network' | 'other';

/** Spec: network errors reload by themselves up to 3 times, each after 3 s. */
export const MAX_AUTO_RELOADS = ERROR_BOUNDARY_MAX_AUTO_RELOADS;
export const AUTO_RELOAD_DELAY_MS = ERROR_BOUNDARY_RELOAD_DELAY_MS;

// What browsers say when a page's code could not be fetched (a lost connection, or a new version deployed
// under the open page: its old files are gone). Chromium, Firefox and Safari word it differently.
const CODE_FETCH_FAILED =
  /Failed to fetch|dynamically imported module|Importing a module script failed|error loading dynamically|NetworkError|Load failed/i;

export function failureKind(error: unknown): FailureKind {
  if (isApiError(error)) {
    if (error.status === 401) return 'auth';
    if (error.status === 0) return 'network';
    return 'other';
  }
  if (error instanceof Error && CODE_FETCH_FAILED.test(error.message)) return 'network';
  return 'other';
}

export type RecoveryStep =
  | { readonly kind: 'renewSignIn' }
  | { readonly kind: 'reloadSoon'; readonly attempt: number }
  | { readonly kind: 'ask' };

/**
 * The first thing to do about a failure: an auth failure renews the sign-in once (then asks); a network
 * failure reloads, counting the reloads made since the app last ran well (then asks); anything else asks.
 */
export function firstStep(kind: FailureKind, reloadsSoFar: number, renewalTried: boolean): RecoveryStep {
  if (kind === 'auth' && !renewalTried) return { kind: 'renewSignIn' };
  if (kind === 'network' && reloadsSoFar < MAX_AUTO_RELOADS)
    return { kind: 'reloadSoon', attempt: reloadsSoFar + 1 };
  return { kind: 'ask' };
}
