import type { KeyValueStore } from '../../../lib/api/environment';

/** `unanswered` counts as denied for sending (admin spec 9: default denied) but keeps events in memory. */
export type Consent = 'granted' | 'denied' | 'unanswered';
export type ConsentAnswer = Exclude<Consent, 'unanswered'>;

export const CONSENT_STORAGE_KEY = 'wordgame_analytics_consent';

export function readConsent(store: KeyValueStore): Consent {
  const stored = store.getItem(CONSENT_STORAGE_KEY);
  return stored === 'granted' || stored === 'denied' ? stored : 'unanswered';
}

export function writeConsent(store: KeyValueStore, answer: ConsentAnswer): void {
  store.setItem(CONSENT_STORAGE_KEY, answer);
}
