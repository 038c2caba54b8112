import { SECOND_MS } from './time.constants';

// Analytics queue (admin spec 4 and 9). Consent starts denied: nothing is sent before the user agrees.
export const ANALYTICS_QUEUE_MAX = 500;
export const ANALYTICS_BATCH_SIZE = 50;
export const ANALYTICS_MAX_RETRIES = 3;
export const ANALYTICS_THROTTLE_MS = SECOND_MS;
export const ANALYTICS_CONSENT_WAIT_MS = 2_000;
export const ANALYTICS_CONSENT_DEFAULT = 'denied';
