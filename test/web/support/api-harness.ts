import { TOKEN_STORAGE_KEY } from '../../../domain/constants/network.constants';
import { createApiClient, type ApiClient } from '../../../web/src/lib/api/api-client';
import type { ApiLogger } from '../../../web/src/lib/api/environment';
import { FakeServer, json } from './fake-server';
import { aJwtExpiringIn } from './jwt';
import { ManualTime } from './manual-time';
import { MemoryStore } from './memory-store';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export class RecordingLogger implements ApiLogger {
  readonly warnings: string[] = [];
  warn(message: string): void {
    this.warnings.push(message);
  }
}

/** A client wired to fakes only: server, storage, time, events, logger and a fixed random source. */
export class ApiHarness {
  readonly server = new FakeServer();
  readonly store = new MemoryStore();
  readonly time = new ManualTime();
  readonly events = new EventTarget();
  readonly window = new EventTarget();
  readonly logger = new RecordingLogger();
  readonly logouts: Event[] = [];
  readonly client: ApiClient;

  constructor() {
    this.events.addEventListener('logout', (event) => this.logouts.push(event));
    this.client = createApiClient({
      baseUrl: this.server.base,
      fetch: this.server.fetch,
      store: this.store,
      events: this.events,
      storageEvents: this.window,
      clock: this.time,
      timers: this.time,
      random: () => 0.5,
      logger: this.logger,
    });
  }

  /** A harness whose refresh endpoint issues a new pair (`issued`), and GET /game/daily answering `{ ok: true }`. */
  static refreshing(refreshInMs = 30 * DAY): {
    harness: ApiHarness;
    issued: { token: string; refreshToken: string };
  } {
    const harness = new ApiHarness();
    const issued = harness.issuedPair('new', refreshInMs);
    harness.server.on('POST', '/auth/refresh-token', () => json(issued));
    harness.server.on('GET', '/game/daily', () => json({ ok: true }));
    return { harness, issued };
  }

  /** Tokens in storage whose access token expires `accessInMs` from now, the refresh token `refreshInMs`. */
  holdTokens(
    accessInMs: number,
    refreshInMs = 30 * DAY,
    tag = 'old',
  ): { token: string; refreshToken: string } {
    const now = this.time.now();
    const pair = {
      token: aJwtExpiringIn(now, accessInMs, { tag: `${tag}-access` }),
      refreshToken: aJwtExpiringIn(now, refreshInMs, { tag: `${tag}-refresh` }),
    };
    this.store.setItem(TOKEN_STORAGE_KEY, JSON.stringify(pair));
    return pair;
  }

  /** A pair as the refresh endpoint would issue it now. */
  issuedPair(tag = 'new', refreshInMs = 30 * DAY): { token: string; refreshToken: string } {
    const now = this.time.now();
    return {
      token: aJwtExpiringIn(now, 15 * MINUTE, { tag: `${tag}-access` }),
      refreshToken: aJwtExpiringIn(now, refreshInMs, { tag: `${tag}-refresh` }),
    };
  }

  storedTokens(): unknown {
    const text = this.store.values.get(TOKEN_STORAGE_KEY);
    return text === undefined ? null : JSON.parse(text);
  }
}
