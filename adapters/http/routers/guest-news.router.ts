import Router from '@koa/router';
import type { Context } from 'koa';
import { guestLoginRequired } from '../../../application/news/news-errors';
import type { PollViewer } from '../../../application/news/news-polls.use-case';
import type { NewsUseCases } from '../../../application/news/news-use-cases';
import type { Player } from '../../../application/ports/player';
import type { AccountAndAddressLimits } from '../../../application/ports/rate-limiter.port';
import { GUEST_ID_HEADER } from '../../../domain/constants/network.constants';
import { guestNamed } from '../auth/player';
import { HttpError } from '../errors/http-error';
import { writesLimited } from '../middleware/limit-by-address';
import { respond, respondValue } from '../respond';

/** The guest named by `?guestId=` (as the spec's paths carry it) or else X-Guest-ID; 400 when neither is valid. */
const guestOf = (ctx: Context): Player => guestNamed(ctx.query.guestId ?? ctx.get(GUEST_ID_HEADER));
const guestViewer = (ctx: Context): PollViewer => ({ player: guestOf(ctx), moderator: false });

/** `/guest/news/*` (admin spec 7 "News"): the bell of a guest, who reads and dismisses but never votes. */
export function guestNewsRouter(news: NewsUseCases, writeLimits: AccountAndAddressLimits): Router {
  const router = new Router({ prefix: '/guest/news' });
  router.use(writesLimited(writeLimits, 'news'));

  router.get('/unread', async (ctx) => respondValue(ctx, await news.reading.list(guestOf(ctx), 'unread')));
  router.post('/:id/read', async (ctx) =>
    respond(ctx, await news.reading.mark(guestOf(ctx), ctx.params.id ?? '', 'read')),
  );
  router.post('/:id/dismiss', async (ctx) =>
    respond(ctx, await news.reading.mark(guestOf(ctx), ctx.params.id ?? '', 'dismissed')),
  );
  router.get('/:newsId/polls', async (ctx) =>
    respond(ctx, await news.polls.polls(ctx.params.newsId ?? '', guestViewer(ctx))),
  );
  router.get('/:newsId/poll/:pollId/results', async (ctx) =>
    respond(
      ctx,
      await news.polls.results(ctx.params.newsId ?? '', ctx.params.pollId ?? '', guestViewer(ctx)),
    ),
  );
  router.post('/:newsId/poll/:pollId/response', (ctx) => {
    guestOf(ctx);
    throw HttpError.from(guestLoginRequired());
  });
  return router;
}
