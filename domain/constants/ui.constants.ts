import { HOUR_MS, SECOND_MS } from './time.constants';

// Browser behaviour figures (spec 4, 8 and 9, admin spec 9).
export const SERVICE_WORKER_UPDATE_INTERVAL_MS = HOUR_MS;
export const ACCOUNT_DELETION_REDIRECT_MS = 3 * SECOND_MS;
export const SHARE_LABEL_DURATION_MS = 3 * SECOND_MS;
export const ERROR_BOUNDARY_MAX_AUTO_RELOADS = 3;
export const ERROR_BOUNDARY_RELOAD_DELAY_MS = 3 * SECOND_MS;
export const FOOTER_VERSION = '1.05';
export const DATE_DISPLAY_LOCALE = 'fi-FI';

/** react-hot-toast's own defaults, which the spec adopts; `Infinity` keeps loading toasts until replaced. */
export const TOAST_DEFAULTS = {
  limit: 20,
  durationMs: { blank: 4_000, error: 4_000, custom: 4_000, success: 2_000, loading: Infinity },
} as const;
