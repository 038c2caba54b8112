import Router from '@koa/router';
import type { Context } from 'koa';
import type { PollViewer } from '../../../application/news/news-polls.use-case';
import type { NewsUseCases } from '../../../application/news/news-use-cases';
import type { AccountAndAddressLimits } from '../../../application/ports/rate-limiter.port';
import { userPlayer } from '../../../application/ports/player';
import { PollResponseRequest } from '../../../contracts/news.codec';
import { can } from '../../../domain/permissions/permission-policy';
import { principalOf, requireSignIn } from '../auth/authentication.middleware';
import { registeredPlayer } from '../auth/player';
import { decodeOrThrow } from '../decode';
import { writesLimited } from '../middleware/limit-by-address';
import { respond, respondValue } from '../respond';

/** A signed-in caller: a moderator (the news capability) also sees hidden items and free-form answers. */
const viewerOf = (ctx: Context): PollViewer => {
  const { user } = principalOf(ctx);
  return { player: userPlayer(user.id), moderator: can(user.roles, 'news') };
};

/**
 * The news of signed-in players (admin spec 7 "News"): the bell's lists, read and dismiss, and polls. The
 * poll paths sit under /manage as the spec names them, yet are every signed-in player's (spec 6: users vote).
 */
export function newsRouter(news: NewsUseCases, writeLimits: AccountAndAddressLimits): Router {
  const router = new Router();
  router.use(requireSignIn);
  router.use(writesLimited(writeLimits, 'news'));

  router.get('/news', async (ctx) =>
    respondValue(ctx, await news.reading.list(registeredPlayer(ctx), 'all')),
  );
  router.get('/news/unread', async (ctx) =>
    respondValue(ctx, await news.reading.list(registeredPlayer(ctx), 'unread')),
  );
  router.get('/news/active', async (ctx) =>
    respondValue(ctx, await news.reading.list(registeredPlayer(ctx), 'notDismissed')),
  );
  router.post('/news/:id/read', async (ctx) =>
    respond(ctx, await news.reading.mark(registeredPlayer(ctx), ctx.params.id ?? '', 'read')),
  );
  router.post('/news/:id/dismiss', async (ctx) =>
    respond(ctx, await news.reading.mark(registeredPlayer(ctx), ctx.params.id ?? '', 'dismissed')),
  );

  router.get('/manage/news/:newsId/polls', async (ctx) =>
    respond(ctx, await news.polls.polls(ctx.params.newsId ?? '', viewerOf(ctx))),
  );
  router.get('/manage/news/:newsId/poll/:pollId/results', async (ctx) =>
    respond(ctx, await news.polls.results(ctx.params.newsId ?? '', ctx.params.pollId ?? '', viewerOf(ctx))),
  );
  router.post('/manage/news/:newsId/poll/:pollId/response', async (ctx) => {
    const { response } = decodeOrThrow(PollResponseRequest, ctx.request.body);
    const { newsId = '', pollId = '' } = ctx.params;
    respond(ctx, await news.polls.respond(newsId, pollId, response, viewerOf(ctx)));
  });
  return router;
}
