import { reportingFetch } from './pwa/connection';
import {
  createApiClient,
  createAuthApi,
  createGameApi,
  createSystemApi,
  type ApiClient,
  type AuthApi,
  type GameApi,
  type KeyValueStore,
  type SystemApi,
} from './api';

/** The one client of the page and the typed calls built on it. */
export interface Api {
  readonly client: ApiClient;
  readonly auth: AuthApi;
  readonly system: SystemApi;
  readonly game: GameApi;
}

// Merely touching `window.localStorage` throws where storage is disabled; the game then forgets on reload.
function browserStore(): KeyValueStore {
  try {
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

/** `site`: the instance's slug, whose tokens and guest id this page keeps (site-store.ts). */
export function createBrowserApi(baseUrl: string, site: string): Api {
  const client = createApiClient({
    baseUrl,
    site,
    // Every API call also tells the offline notice whether the server could be reached.
    fetch: reportingFetch((input, init) => window.fetch(input, init)),
    store: browserStore(),
    events: window,
    storageEvents: window,
    logger: console,
  });
  return {
    client,
    auth: createAuthApi(client),
    system: createSystemApi(client),
    game: createGameApi(client),
  };
}
