import { apiCaller, type ApiCaller } from './api-client';
import { FakeClock } from './fake-clock';
import { startTestServer, type TestServer } from './test-server';

export const PASSWORD = 'Salainen1!';

export interface AuthServer {
  server: TestServer;
  api: ApiCaller;
  /** The server's clock, moved by tests that need time to pass (token reuse after the grace window). */
  clock: FakeClock;
  uniqueName(base?: string): string;
}

/**
 * Registers before/after hooks that run one real server for the calling suite; the returned object gives
 * it to the tests once started. Names are unique so that the suite's tests never meet each other's players.
 */
export function useAuthServer(): AuthServer {
  const clock = new FakeClock(new Date());
  let server: TestServer | undefined;
  let counter = 0;
  before(async () => {
    server = await startTestServer({ clock });
  });
  after(async () => {
    await server?.dispose();
  });
  const started = (): TestServer => {
    if (!server) throw new Error('the auth server has not started');
    return server;
  };
  return {
    get server() {
      return started();
    },
    get api() {
      return apiCaller(started().url);
    },
    clock,
    uniqueName: (base = 'pelaaja') => `${base}${++counter}${Date.now() % 10_000}`,
  };
}
