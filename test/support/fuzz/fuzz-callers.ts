import { randomBytes } from 'node:crypto';
import { KNEX_DATABASE, type KnexDatabase } from '../../../adapters/postgres/knex-database';
import { apiCaller, signUp } from '../api-client';
import { newGuestId } from '../game-api';
import type { TestServer } from '../test-server';

// The three callers the fuzz runs as. A fuzzed call may end a caller (a logout, the account deleted, an
// admin demoting or resetting themselves): each is checked after every route and made anew when that
// happened, so that the routes after it are still called as that role rather than answered 401.

export type FuzzRole = 'guest' | 'player' | 'admin';

export interface FuzzCaller {
  readonly role: FuzzRole;
  /** The headers that make a request this caller's. */
  headers(): Record<string, string>;
  /** The caller's user id (none for the guest). */
  readonly userId: string | undefined;
  /** True when the caller still acts as its role; when not, it is made anew and this answers false. */
  stillActs(): Promise<boolean>;
}

const guestCaller = (): FuzzCaller => {
  const guestId = newGuestId();
  return {
    role: 'guest',
    headers: () => ({ 'x-guest-id': guestId }),
    userId: undefined,
    stillActs: async () => true,
  };
};

/** A new player of the server's instance; an admin is one made so in the store (no path makes the first). */
async function signedIn(server: TestServer, role: 'player' | 'admin') {
  const api = apiCaller(server.url);
  const login = await signUp(api, `fuzz_${role}_${randomBytes(4).toString('hex')}`);
  if (role === 'admin') {
    const container = [...server.containers.values()][0];
    await container
      ?.get<KnexDatabase>(KNEX_DATABASE)
      .knex('users')
      .where({ id: login.user.id })
      .update({ roles: ['admin'] });
  }
  return { token: login.token, userId: login.user.id };
}

/** The path only the role may read: what shows the caller still acts as it. */
const PROOF: Record<'player' | 'admin', string> = {
  player: '/auth/profile',
  admin: '/manage/system/settings',
};

async function signedInCaller(server: TestServer, role: 'player' | 'admin'): Promise<FuzzCaller> {
  let current = await signedIn(server, role);
  const api = apiCaller(server.url);
  return {
    role,
    headers: () => ({ authorization: `Bearer ${current.token}` }),
    get userId() {
      return current.userId;
    },
    async stillActs() {
      if ((await api.get(PROOF[role], current.token)).status === 200) return true;
      current = await signedIn(server, role);
      return false;
    },
  };
}

export const fuzzCaller = (server: TestServer, role: FuzzRole): Promise<FuzzCaller> =>
  role === 'guest' ? Promise.resolve(guestCaller()) : signedInCaller(server, role);
