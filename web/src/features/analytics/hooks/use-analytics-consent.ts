import { useSyncExternalStore } from 'react';
import { currentConsent, subscribeConsent } from '../analytics';
import type { Consent } from '../model/consent';

/** The player's current answer; every banner and switch on the page follows a change at once. */
export const useAnalyticsConsent = (): Consent => useSyncExternalStore(subscribeConsent, currentConsent);
