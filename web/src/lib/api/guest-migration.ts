import type * as t from 'io-ts';
import type { GuestMigrationRequest } from '../../../../contracts/auth.codec';
import type { ApiClient } from './api-client';

// After sign-in the guest's scores, tried combinations and session move to the account (spec 4). A failed
// step never costs the sign-in, so failures are logged and the rest goes on. The server moves a whole game
// in the first call that reaches it and a date only once, so the calls may be repeated without counting
// anything twice.

export const GUEST_MIGRATION_PATHS = [
  '/game/migrate-guest-score',
  '/game/migrate-guest-combination',
  '/game/migrate-guest-session',
] as const;

export async function migrateGuest(client: ApiClient, userId: string): Promise<void> {
  const guestId = client.guestId.peek();
  if (guestId === null) return;
  const body: t.TypeOf<typeof GuestMigrationRequest> = { guestId, userId };
  let moved = false;
  for (const path of GUEST_MIGRATION_PATHS) {
    try {
      await client.post(path, body, { auth: 'required' });
      moved = true;
    } catch (error) {
      client.logger.warn(`Guest migration failed: ${path}`, error);
    }
  }
  // Kept when no call got through, so the next sign-in moves the games: the guest's games are not lost.
  if (moved) client.guestId.remove();
}
