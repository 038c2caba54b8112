import type { AnalyticsEventType } from '../../../../contracts/analytics.codec';
import { globalTimers, systemClock, type KeyValueStore } from '../../lib/api/environment';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { createAnalyticsController, type AnalyticsController } from './model/analytics-controller';
import { CONSENT_STORAGE_KEY, type Consent, type ConsentAnswer } from './model/consent';

// The page's one analytics queue. `track` is a plain function so a success handler anywhere records its
// event in one line, without a hook or a provider.

const browserStore: KeyValueStore = {
  getItem: readStorage,
  setItem: writeStorage,
  removeItem: removeStorage,
};

let controller: AnalyticsController | null = null;

/** Starts the queue for this instance; later calls keep the first (StrictMode renders twice). */
export function startAnalytics(apiBase: string): void {
  if (controller !== null) return;
  const started = createAnalyticsController({
    endpoint: `${apiBase}/analytics/events`,
    // Wrapped: the browser's fetch called as another object's method throws "Illegal invocation".
    fetch: (input, init) => window.fetch(input, init),
    clock: systemClock,
    timers: globalTimers,
    store: browserStore,
  });
  controller = started;
  // `visibilitychange` is the last event a phone reliably fires before it discards a page.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') started.flushNow();
  });
  window.addEventListener('pagehide', () => started.flushNow());
  window.addEventListener('storage', (event) => {
    // null: another tab cleared the storage (account deletion clears it all).
    if (event.key === null || event.key === CONSENT_STORAGE_KEY) started.reloadConsent();
  });
}

/** Records one event; dropped when the player declined, kept in memory until they answer. */
export function track(type: AnalyticsEventType): void {
  controller?.track(type);
}

export function answerConsent(answer: ConsentAnswer): void {
  controller?.answer(answer);
}

export const currentConsent = (): Consent => controller?.consent() ?? 'unanswered';

export const subscribeConsent = (listener: () => void): (() => void) =>
  controller?.subscribe(listener) ?? (() => undefined);
