import type { AnalyticsEventType } from '../../../contracts/analytics.codec';
import { createAnalyticsController } from '../../../web/src/features/analytics/model/analytics-controller';
import { createAnalyticsQueue } from '../../../web/src/features/analytics/model/analytics-queue';
import type { Consent } from '../../../web/src/features/analytics/model/consent';
import { deferred } from '../support/fake-server';
import { ManualTime } from '../support/manual-time';
import { MemoryStore } from '../support/memory-store';

export const ENDPOINT = '/fi/api/analytics/events';

/** One request the fake fetch saw, as the server would read it. */
export interface SeenBatch {
  url: string;
  /** When it was sent, on the harness's clock. */
  at: number;
  types: AnalyticsEventType[];
  init: RequestInit;
}

/** A status, a status with Retry-After seconds, or a network error. */
type Outcome = number | { status: number; retryAfter: number } | 'network-error';

/**
 * A fetch that records every batch and answers 202 unless told otherwise: `answer(...)` queues outcomes
 * for the next calls (a status, or a network error); `hold()` keeps the next call open until released.
 */
export class FakeAnalyticsServer {
  readonly batches: SeenBatch[] = [];
  private readonly outcomes: Outcome[] = [];
  private held: { promise: Promise<void>; resolve: (value: void) => void } | null = null;

  constructor(private readonly now: () => number) {}

  answer(...outcomes: Outcome[]): this {
    this.outcomes.push(...outcomes);
    return this;
  }

  hold(): () => void {
    const gate = deferred<void>();
    this.held = gate;
    return () => gate.resolve();
  }

  readonly fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const body = JSON.parse(String(init.body)) as { events: { type: AnalyticsEventType }[] };
    this.batches.push({ url, at: this.now(), types: body.events.map((event) => event.type), init });
    const outcome = this.outcomes.shift() ?? 202;
    const gate = this.held;
    this.held = null;
    if (gate) await gate.promise;
    if (outcome === 'network-error') throw new TypeError('Failed to fetch');
    const { status, headers } =
      typeof outcome === 'number'
        ? { status: outcome, headers: {} }
        : { status: outcome.status, headers: { 'Retry-After': String(outcome.retryAfter) } };
    return new Response(JSON.stringify({ accepted: body.events.length }), { status, headers });
  };

  get eventCount(): number {
    return this.batches.reduce((sum, batch) => sum + batch.types.length, 0);
  }
}

export function queueHarness(consent: Consent) {
  const time = new ManualTime();
  const server = new FakeAnalyticsServer(() => time.now());
  const queue = createAnalyticsQueue({
    endpoint: ENDPOINT,
    fetch: server.fetch,
    clock: time,
    timers: time,
    consent,
  });
  const trackMany = (count: number, type: AnalyticsEventType = 'page_view') => {
    for (let i = 0; i < count; i += 1) queue.track(type);
  };
  return { time, server, queue, trackMany };
}

export function controllerHarness(stored: Record<string, string> = {}) {
  const time = new ManualTime();
  const server = new FakeAnalyticsServer(() => time.now());
  const store = new MemoryStore(stored);
  const controller = createAnalyticsController({
    endpoint: ENDPOINT,
    fetch: server.fetch,
    clock: time,
    timers: time,
    store,
  });
  return { time, server, store, controller };
}
