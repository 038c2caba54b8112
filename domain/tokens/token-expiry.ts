import { SECOND_MS } from '../constants/time.constants';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  ACCESS_TOKEN_REFRESH_WINDOW_MS,
  REFRESH_TOKEN_LIFETIME_SECONDS,
  REFRESH_TOKEN_RENEWAL_WINDOW_MS,
} from '../constants/tokens.constants';

// Token expiries are JWT `exp` claims: whole seconds since the epoch. `undefined` stands for a token
// that is absent or whose payload could not be read; such a token is treated as already expired.
type Exp = number | undefined;

const msLeft = (expSeconds: Exp, nowMs: number): number =>
  expSeconds === undefined || !Number.isFinite(expSeconds) ? -Infinity : expSeconds * SECOND_MS - nowMs;

/** A token is expired from its `exp` second on. */
export const isTokenExpired = (expSeconds: Exp, nowMs: number): boolean => msLeft(expSeconds, nowMs) <= 0;

/** Refresh the access token once it has expired or is within 60 s of expiry. */
export const needsAccessRefresh = (accessExpSeconds: Exp, nowMs: number): boolean =>
  msLeft(accessExpSeconds, nowMs) <= ACCESS_TOKEN_REFRESH_WINDOW_MS;

/** Renew the refresh token once it is within 24 h of expiry. */
export const needsRefreshRenewal = (refreshExpSeconds: Exp, nowMs: number): boolean =>
  msLeft(refreshExpSeconds, nowMs) <= REFRESH_TOKEN_RENEWAL_WINDOW_MS;

/** Authenticated: a valid (unexpired) refresh token exists, or an unexpired access token. */
export const isAuthenticated = (
  tokens: { readonly accessExp?: number; readonly refreshExp?: number },
  nowMs: number,
): boolean => !isTokenExpired(tokens.refreshExp, nowMs) || !isTokenExpired(tokens.accessExp, nowMs);

export interface TokenExpiries {
  readonly accessExp: number;
  readonly refreshExp: number;
}

/**
 * The `exp` claims of a pair issued at `issuedAtSeconds` by a login. The refresh expiry is absolute: tokens
 * rotated from it keep it (never slid), so a session ends 30 days after its login.
 */
export const tokenExpiries = (issuedAtSeconds: number): TokenExpiries => ({
  accessExp: issuedAtSeconds + ACCESS_TOKEN_LIFETIME_SECONDS,
  refreshExp: issuedAtSeconds + REFRESH_TOKEN_LIFETIME_SECONDS,
});
