import Router from '@koa/router';
import type { ModerateSuggestions } from '../../../../application/suggestions/moderate-suggestions.use-case';
import { ApproveSuggestionRequest } from '../../../../contracts/category-bank.codec';
import { SUGGESTION_STATUSES } from '../../../../domain/suggestions/suggestion-status';
import { actorOf, requireCapability } from '../../auth/authentication.middleware';
import { decodeOrThrow } from '../../decode';
import { optionalOneOf, optionalWholeNumber } from '../../query-params';
import { respond, respondValue } from '../../respond';

/** `/manage/suggestions*`: moderators review players' category suggestions (the spec names no paths). */
export function suggestionsReviewRouter(moderate: ModerateSuggestions): Router {
  const router = new Router({ prefix: '/manage/suggestions' });
  router.use(requireCapability('suggestions'));

  router.get('/', async (ctx) => {
    const status = optionalOneOf(ctx, 'status', SUGGESTION_STATUSES) ?? 'pending';
    respondValue(ctx, await moderate.list(status, optionalWholeNumber(ctx, 'page')));
  });
  router.post('/:id/approve', async (ctx) => {
    const changes = decodeOrThrow(ApproveSuggestionRequest, ctx.request.body ?? {});
    respond(ctx, await moderate.approve(ctx.params.id ?? '', changes, actorOf(ctx)));
  });
  router.post('/:id/decline', async (ctx) =>
    respond(ctx, await moderate.decline(ctx.params.id ?? '', actorOf(ctx))),
  );
  return router;
}
