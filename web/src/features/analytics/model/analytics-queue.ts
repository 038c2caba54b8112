import type { AnalyticsEventType } from '../../../../../contracts/analytics.codec';
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_MAX_RETRIES,
  ANALYTICS_QUEUE_MAX,
  ANALYTICS_THROTTLE_MS,
} from '../../../../../domain/constants/analytics.constants';
import type { Clock, FetchLike, Timers } from '../../../lib/api/environment';
import type { Consent } from './consent';

// The browser side of first-party analytics (admin spec 4 and 9). Only a type comes from the contract:
// its codecs would pull io-ts into the players' first download.

export interface AnalyticsQueueDeps {
  /** `{base}/api/analytics/events` of this instance. */
  readonly endpoint: string;
  readonly fetch: FetchLike;
  readonly clock: Clock;
  readonly timers: Timers;
  readonly consent: Consent;
}

export interface AnalyticsQueue {
  track(type: AnalyticsEventType): void;
  setConsent(consent: Consent): void;
  consent(): Consent;
  /** The page is going away: what waits for the throttle goes now, or it never goes. */
  flushNow(): void;
}

interface Batch {
  readonly events: readonly AnalyticsEventType[];
  readonly failures: number;
}

/** A refusal that a second try would get again (a malformed batch); 408 and 429 are worth another try. */
const refusedForGood = (status: number): boolean =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;

/** `done`: delivered or refused for good; `failed`: one of the retries spent; else the server's wait. */
type Delivery = 'done' | 'failed' | { readonly waitMs: number };

/**
 * "Come back later" (429, 503 with Retry-After in seconds) is the server's plan, not a failure: the batch
 * waits that long and keeps its retries.
 */
function serverWaitMs(response: Response): number | null {
  if (response.status !== 429 && response.status !== 503) return null;
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

export function createAnalyticsQueue(deps: AnalyticsQueueDeps): AnalyticsQueue {
  const { endpoint, fetch, clock, timers } = deps;
  let consent = deps.consent;
  let waiting: AnalyticsEventType[] = [];
  let retry: Batch | null = null;
  let timer: unknown = null;
  let inFlight = 0;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let notBefore = Number.NEGATIVE_INFINITY;
  // Bumped on withdrawal: a batch already on the wire then is not retried when its answer comes.
  let generation = 0;

  const hasWork = () => retry !== null || waiting.length > 0;

  function cancelTimer(): void {
    if (timer === null) return;
    timers.clearTimeout(timer);
    timer = null;
  }

  /** One request at a time, at most one a second; the next is planned when the previous one answers. */
  function schedule(): void {
    if (consent !== 'granted' || inFlight > 0 || timer !== null || !hasWork()) return;
    const delay = Math.max(0, lastSentAt + ANALYTICS_THROTTLE_MS - clock.now(), notBefore - clock.now());
    timer = timers.setTimeout(() => {
      timer = null;
      void sendNext();
    }, delay);
  }

  async function deliver(events: readonly AnalyticsEventType[]): Promise<Delivery> {
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ events: events.map((type) => ({ type })) }),
        // Counts carry nobody's identity: no cookie, no token, no guest id. keepalive lets the last batch
        // finish after the page is gone.
        credentials: 'omit',
        keepalive: true,
      });
      if (response.ok || refusedForGood(response.status)) return 'done';
      const waitMs = serverWaitMs(response);
      return waitMs === null ? 'failed' : { waitMs };
    } catch {
      return 'failed';
    }
  }

  async function sendNext(): Promise<void> {
    if (consent !== 'granted' || !hasWork()) return;
    const batch = retry ?? { events: waiting.splice(0, ANALYTICS_BATCH_SIZE), failures: 0 };
    retry = null;
    const sentIn = generation;
    inFlight += 1;
    lastSentAt = clock.now();
    const delivery = await deliver(batch.events);
    inFlight -= 1;
    if (sentIn === generation && typeof delivery === 'object') {
      notBefore = clock.now() + delivery.waitMs;
      retry = batch;
    } else if (delivery === 'failed' && sentIn === generation && batch.failures < ANALYTICS_MAX_RETRIES) {
      retry = { events: batch.events, failures: batch.failures + 1 };
    }
    schedule();
  }

  return {
    track(type) {
      // Declined or withdrawn: the event is not even kept. Unanswered: kept in memory, in case of a yes.
      if (consent === 'denied') return;
      waiting.push(type);
      // A batch waiting for its retry counts too: the page never holds more than the queue's 500.
      const room = ANALYTICS_QUEUE_MAX - (retry?.events.length ?? 0);
      if (waiting.length > room) waiting.splice(0, waiting.length - room);
      schedule();
    },
    setConsent(next) {
      consent = next;
      if (next === 'granted') return schedule();
      if (next === 'denied') {
        waiting = [];
        retry = null;
        generation += 1;
        cancelTimer();
      }
    },
    consent: () => consent,
    flushNow() {
      // One request at a time holds here too: the answer of the one on the wire plans the next.
      if (consent !== 'granted' || inFlight > 0 || !hasWork()) return;
      cancelTimer();
      void sendNext();
    },
  };
}
