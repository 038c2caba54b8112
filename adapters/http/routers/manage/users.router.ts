import Router from '@koa/router';
import type { UserAdministrationUseCases } from '../../../../application/users/user-administration-use-cases';
import {
  AdFreeRequest,
  RoleChangeRequest,
  SORT_ORDERS,
  USER_FILTERS,
  USER_SORTS,
} from '../../../../contracts/manage-users.codec';
import { actorOf, requireCapability } from '../../auth/authentication.middleware';
import { decodeOrThrow } from '../../decode';
import { optionalOneOf, optionalWholeNumber, textOrEmpty } from '../../query-params';
import { respond, respondValue, respondWith } from '../../respond';

/** `/manage/users*` and `/manage/guests/{id}/attempted-categories/{date}` (admin spec 7 "Users"), admin only. */
export function manageUsersRouter(users: UserAdministrationUseCases): Router {
  const router = new Router({ prefix: '/manage' });
  const usersCapability = requireCapability('users');

  router.get('/users', usersCapability, async (ctx) =>
    respondValue(
      ctx,
      await users.list.list({
        search: textOrEmpty(ctx, 'search'),
        sort: optionalOneOf(ctx, 'sort', USER_SORTS),
        order: optionalOneOf(ctx, 'order', SORT_ORDERS),
        filter: optionalOneOf(ctx, 'filter', USER_FILTERS),
        page: optionalWholeNumber(ctx, 'page'),
        limit: optionalWholeNumber(ctx, 'limit'),
      }),
    ),
  );
  router.get('/users/inactive', usersCapability, async (ctx) =>
    respondValue(
      ctx,
      await users.list.inactive(optionalWholeNumber(ctx, 'days'), optionalWholeNumber(ctx, 'page')),
    ),
  );
  router.get('/users/reset-requests', usersCapability, async (ctx) =>
    respondValue(ctx, { requests: await users.passwords.openRequests() }),
  );
  router.get('/users/:id/details', usersCapability, async (ctx) =>
    respond(ctx, await users.details.of(ctx.params.id ?? '')),
  );
  router.put('/users/:id/role', requireCapability('roles'), async (ctx) => {
    const change = decodeOrThrow(RoleChangeRequest, ctx.request.body);
    respondWith(ctx, await users.changeRole.execute(ctx.params.id ?? '', change, actorOf(ctx)), (user) => ({
      user,
    }));
  });
  router.delete('/users/:id', usersCapability, async (ctx) =>
    respond(ctx, await users.remove.execute(ctx.params.id ?? '', actorOf(ctx))),
  );
  router.post('/users/:id/games/:gameId/forfeit', usersCapability, async (ctx) =>
    respondWith(
      ctx,
      await users.forfeit.execute(ctx.params.id ?? '', ctx.params.gameId ?? '', actorOf(ctx)),
      (result) => ({ result }),
    ),
  );
  router.get('/users/:id/ad-free', usersCapability, async (ctx) =>
    respond(ctx, await users.adFree.read(ctx.params.id ?? '')),
  );
  router.put('/users/:id/ad-free', usersCapability, async (ctx) => {
    const change = decodeOrThrow(AdFreeRequest, ctx.request.body);
    respond(ctx, await users.adFree.update(ctx.params.id ?? '', change, actorOf(ctx)));
  });
  router.post('/users/:id/reset-password', usersCapability, async (ctx) => {
    // Shown once: no cache may keep the temporary password.
    ctx.set('Cache-Control', 'no-store');
    respond(ctx, await users.passwords.execute(ctx.params.id ?? '', actorOf(ctx)));
  });
  router.get('/users/:id/attempted-categories/:date', usersCapability, async (ctx) =>
    respond(ctx, await users.details.attemptsOfUser(ctx.params.id ?? '', ctx.params.date ?? '')),
  );
  router.get('/guests/:id/attempted-categories/:date', usersCapability, async (ctx) =>
    respond(ctx, await users.details.attemptsOfGuest(ctx.params.id ?? '', ctx.params.date ?? '')),
  );
  return router;
}
