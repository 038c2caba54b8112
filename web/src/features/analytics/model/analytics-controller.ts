import type { AnalyticsEventType } from '../../../../../contracts/analytics.codec';
import type { KeyValueStore } from '../../../lib/api/environment';
import { createAnalyticsQueue, type AnalyticsQueueDeps } from './analytics-queue';
import { readConsent, writeConsent, type Consent, type ConsentAnswer } from './consent';

export interface AnalyticsController {
  track(type: AnalyticsEventType): void;
  consent(): Consent;
  /** The player's answer: kept in the browser and applied at once (a withdrawal stops every send). */
  answer(answer: ConsentAnswer): void;
  /** Another tab answered: take its stored answer over. */
  reloadConsent(): void;
  subscribe(listener: () => void): () => void;
  flushNow(): void;
}

/** The queue plus the stored answer and the screens that show it (banner, switches). */
export function createAnalyticsController(
  deps: Omit<AnalyticsQueueDeps, 'consent'> & { store: KeyValueStore },
): AnalyticsController {
  const queue = createAnalyticsQueue({ ...deps, consent: readConsent(deps.store) });
  const listeners = new Set<() => void>();

  function apply(consent: Consent): void {
    if (consent === queue.consent()) return;
    queue.setConsent(consent);
    for (const listener of listeners) listener();
  }

  return {
    track: (type) => queue.track(type),
    consent: () => queue.consent(),
    answer(answer) {
      writeConsent(deps.store, answer);
      apply(answer);
    },
    reloadConsent: () => apply(readConsent(deps.store)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flushNow: () => queue.flushNow(),
  };
}
