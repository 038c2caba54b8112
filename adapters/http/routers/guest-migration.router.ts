import Router from '@koa/router';
import type {
  GuestDataKind,
  MigrateGuestData,
} from '../../../application/accounts/migrate-guest-data.use-case';
import type { AccountAndAddressLimits } from '../../../application/ports/rate-limiter.port';
import { GuestMigrationRequest } from '../../../contracts/auth.codec';
import { principalOf } from '../auth/authentication.middleware';
import { decodeOrThrow } from '../decode';
import { writesLimited } from '../middleware/limit-by-address';
import { respond } from '../respond';

const KINDS: GuestDataKind[] = ['score', 'combination', 'session'];

/** `POST /game/migrate-guest-{score,combination,session}`: a guest's data into the caller's own account. */
export function guestMigrationRouter(
  migrate: MigrateGuestData,
  writeLimits: AccountAndAddressLimits,
): Router {
  const router = new Router({ prefix: '/game' });
  // A moved game counts on the scoreboards: trying guest ids one after another is limited like any write.
  const limited = writesLimited(writeLimits, 'guest-migration');
  for (const kind of KINDS) {
    router.post(`/migrate-guest-${kind}`, limited, async (ctx) => {
      const caller = principalOf(ctx).user;
      respond(
        ctx,
        await migrate.execute(caller, decodeOrThrow(GuestMigrationRequest, ctx.request.body), kind),
      );
    });
  }
  return router;
}
