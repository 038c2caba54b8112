import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from './time.constants';

// Token lifecycle (spec 4 and 9, admin spec 4, DESIGN 7).
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
export const REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/** The client refreshes this long before the access token expires, so no call races the expiry. */
export const ACCESS_TOKEN_REFRESH_WINDOW_MS = 60 * SECOND_MS;
export const REFRESH_TOKEN_RENEWAL_WINDOW_MS = 24 * HOUR_MS;
export const REFRESH_QUEUE_MAX_WAITERS = 10;
export const REFRESH_QUEUE_WAIT_MS = 5_000;
/**
 * Two tabs of one player may refresh with the same token within moments of each other. A spent token
 * presented again this soon is refused without revoking its session; later, it is taken for a stolen copy.
 */
export const REFRESH_REUSE_GRACE_MS = 5_000;
/** How often the token is checked while game data is on screen. */
export const TOKEN_CHECK_INTERVAL_MS = MINUTE_MS;
export const AUTH_HEALTH_CHECK_INTERVAL_MS = 900_000;
export const VERIFICATION_LINK_VALIDITY_MS = DAY_MS;
/** DESIGN 7: a reset link is single-use and short-lived because it grants a password. */
export const PASSWORD_RESET_LINK_VALIDITY_MS = HOUR_MS;
