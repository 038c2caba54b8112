import type * as t from 'io-ts';
import type { GuestMigrationRequest } from '../../../../contracts/auth.codec';
import type { ApiClient } from './api-client';

// After sign-in the guest's scores, tried combinations and session move to the account (spec 4). A failed
// step costs the player some guest history, never the sign-in, so failures are logged and the rest goes on.

export const GUEST_MIGRATION_PATHS = [
  '/game/migrate-guest-score',
  '/game/migrate-guest-combination',
  '/game/migrate-guest-session',
] as const;

export async function migrateGuest(client: ApiClient, userId: string): Promise<void> {
  const guestId = client.guestId.peek();
  if (guestId === null) return;
  const body: t.TypeOf<typeof GuestMigrationRequest> = { guestId, userId };
  for (const path of GUEST_MIGRATION_PATHS) {
    try {
      await client.post(path, body, { auth: 'required' });
    } catch (error) {
      client.logger.warn(`Guest migration failed: ${path}`, error);
    }
  }
  // Removed even after failures: retrying with the same id later would double what did migrate.
  client.guestId.remove();
}
