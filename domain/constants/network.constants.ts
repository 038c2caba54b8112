import { MINUTE_MS, SECOND_MS } from './time.constants';

// Client transport and cache timings (spec 7 and 9, admin spec 9).
export const REQUEST_TIMEOUT_MS = 10_000;
export const GLOBAL_SETTINGS_CACHE_MS = 15 * SECOND_MS;
export const NEWS_CACHE_MS = 30 * SECOND_MS;
export const NEWS_REFRESH_INTERVAL_MS = 5 * MINUTE_MS;
export const MESSAGE_OF_THE_DAY_CACHE_MS = 5 * MINUTE_MS;
export const GUEST_GAME_STATE_CACHE_MS = 10 * SECOND_MS;
/** The performance change is fetched a moment after game over, once the score has been stored. */
export const PERFORMANCE_CHANGE_FETCH_DELAY_MS = SECOND_MS;

export const TOKEN_STORAGE_KEY = 'wordgame_tokens';
/** Where the page's boot script keeps the browser's offer to install when it comes before the app's code. */
export const EARLY_INSTALL_PROMPT = 'earlyInstallPrompt';
/** A guest's invitation code, kept until they register (the page's boot script reads it too). */
export const REFERRAL_CODE_STORAGE_KEY = 'referralCode';
export const LANGUAGE_STORAGE_KEY = 'lang';
export const GUEST_ID_HEADER = 'X-Guest-ID';
export const REFRESH_TOKEN_HEADER = 'Refresh-Token';
/**
 * An RFC 7240 preference the web client sends on reads where "there is none" is an everyday answer: the
 * server then answers 204 instead of the spec's 404, which browsers log as a failed resource.
 */
export const ABSENT_AS_NO_CONTENT = 'absent=no-content';
