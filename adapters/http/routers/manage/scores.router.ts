import Router from '@koa/router';
import * as E from 'fp-ts/Either';
import type { EditScore } from '../../../../application/scores/edit-score.use-case';
import type { RecalculateScoreboards } from '../../../../application/scores/recalculate-scoreboards.use-case';
import { recalculationFeed } from '../../../../application/scores/recalculation-feed';
import type { ListAudit } from '../../../../application/audit/list-audit.use-case';
import { EditScoreRequest, type RecalculationProgress } from '../../../../contracts/manage-scores.codec';
import { actorOf, requireCapability } from '../../auth/authentication.middleware';
import { decodeOrThrow } from '../../decode';
import { HttpError } from '../../errors/http-error';
import { optionalText, optionalWholeNumber } from '../../query-params';
import { respond, respondValue } from '../../respond';
import { streamEvents } from '../../sse/event-stream';

/** The stream reads the job's row this often, and reports a running job at least once a second. */
const FEED = { pollMs: 250, everyMs: 1_000 };

/** `/manage/scores/{id}`, `/manage/scoreboards/recalculate*` and `/manage/audit` (admin only). */
export function manageScoresRouter(
  editScore: EditScore,
  recalculation: RecalculateScoreboards,
  audit: ListAudit,
): Router {
  const router = new Router({ prefix: '/manage' });
  const streamJob = (ctx: Parameters<typeof streamEvents>[0], first: RecalculationProgress) =>
    streamEvents(ctx, (signal) =>
      recalculationFeed(() => recalculation.progressOf(first.jobId), first, { ...FEED, signal }),
    );

  router.put('/scores/:id', requireCapability('scores'), async (ctx) => {
    const change = decodeOrThrow(EditScoreRequest, ctx.request.body);
    respond(ctx, await editScore.execute(ctx.params.id ?? '', change, actorOf(ctx)));
  });

  // POST starts a job and streams it; when one runs already, 409 names it (the browser then follows it).
  router.post('/scoreboards/recalculate', requireCapability('recalculation'), async (ctx) => {
    const started = await recalculation.start(actorOf(ctx));
    if (E.isLeft(started)) throw HttpError.from(started.left);
    streamJob(ctx, started.right.progress);
  });
  router.get('/scoreboards/recalculate', requireCapability('recalculation'), async (ctx) =>
    respondValue(ctx, { job: await recalculation.latest() }),
  );
  // Reconnecting: the named job, or the newest one, as a stream from where it stands now.
  router.get('/scoreboards/recalculate/events', requireCapability('recalculation'), async (ctx) => {
    const current = await recalculation.progressOf(optionalText(ctx, 'jobId') ?? null);
    if (E.isLeft(current)) throw HttpError.from(current.left);
    streamJob(ctx, current.right);
  });

  router.get('/audit', requireCapability('audit'), async (ctx) =>
    respond(
      ctx,
      await audit.execute({
        page: optionalWholeNumber(ctx, 'page'),
        action: optionalText(ctx, 'action'),
        actor: optionalText(ctx, 'actor'),
        entity: optionalText(ctx, 'entity'),
        entityId: optionalText(ctx, 'entityId'),
        from: optionalText(ctx, 'from'),
        to: optionalText(ctx, 'to'),
      }),
    ),
  );
  return router;
}
