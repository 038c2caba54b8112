import Router from '@koa/router';
import type { AccountAndAddressLimits } from '../../../application/ports/rate-limiter.port';
import type { SocialUseCases } from '../../../application/social/social-use-cases';
import { AddGroupMemberRequest, CreateGroupRequest, JoinGroupRequest } from '../../../contracts/social.codec';
import { callerId, requireSignIn } from '../auth/authentication.middleware';
import { decodeOrThrow } from '../decode';
import { limitByAccountAndAddress, writesLimited } from '../middleware/limit-by-address';
import { respond, respondValue } from '../respond';

/**
 * `/groups/*` of player-side spec 7 but the group scoreboards (`/groups/{id}/scoreboard/*`, the scoreboard
 * router's): decode, run the use case, answer. No rule lives here.
 */
export function groupsRouter(
  social: SocialUseCases,
  writeLimits: AccountAndAddressLimits,
  codeLookupLimits: AccountAndAddressLimits,
): Router {
  const router = new Router({ prefix: '/groups' });
  router.use(requireSignIn);
  router.use(writesLimited(writeLimits, 'social'));

  router.get('/', async (ctx) => {
    respondValue(ctx, await social.findGroups.owned(callerId(ctx)));
  });
  router.post('/', async (ctx) => {
    const body = decodeOrThrow(CreateGroupRequest, ctx.request.body);
    respond(ctx, await social.createGroup.execute(callerId(ctx), body), 201);
  });
  router.get('/user', async (ctx) => {
    respondValue(ctx, await social.findGroups.memberOf(callerId(ctx)));
  });
  // A code is enough to join a group, and codes are short: looking them up is limited, or they could be walked.
  router.get('/code/:code', limitByAccountAndAddress(codeLookupLimits, 'group-code'), async (ctx) => {
    respond(ctx, await social.findGroups.byCode(callerId(ctx), ctx.params.code ?? ''));
  });
  router.delete('/code/:code', async (ctx) => {
    respond(ctx, await social.deleteGroup.byCode(callerId(ctx), ctx.params.code ?? ''));
  });

  router.get('/:id/users', async (ctx) => {
    respond(ctx, await social.members.list(callerId(ctx), ctx.params.id ?? ''));
  });
  router.post('/:id/users', async (ctx) => {
    const { userId } = decodeOrThrow(AddGroupMemberRequest, ctx.request.body);
    respond(ctx, await social.members.add(callerId(ctx), ctx.params.id ?? '', userId), 201);
  });
  // `self` before `:userId`: joining and leaving are the caller's own, with their own rules.
  router.post('/:id/users/self', async (ctx) => {
    const { groupCode } = decodeOrThrow(JoinGroupRequest, ctx.request.body);
    respond(ctx, await social.membership.join(callerId(ctx), ctx.params.id ?? '', groupCode), 201);
  });
  router.delete('/:id/users/self', async (ctx) => {
    respond(ctx, await social.membership.leave(callerId(ctx), ctx.params.id ?? ''));
  });
  router.delete('/:id/users/:userId', async (ctx) => {
    respond(ctx, await social.members.remove(callerId(ctx), ctx.params.id ?? '', ctx.params.userId ?? ''));
  });
  return router;
}
