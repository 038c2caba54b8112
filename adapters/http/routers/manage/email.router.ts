import Router from '@koa/router';
import type { EmailUseCases } from '../../../../application/email/email-use-cases';
import { EMAIL_OUTCOMES, EmailAllRequest, EmailUsersRequest } from '../../../../contracts/email.codec';
import { actorOf, requireCapability } from '../../auth/authentication.middleware';
import { decodeOrThrow } from '../../decode';
import { optionalOneOf, optionalWholeNumber } from '../../query-params';
import { respond, respondValue } from '../../respond';

/**
 * `/manage/email/*` (admin spec 7 "E-mail"), admin only. A send answers 202 with the job at once; the
 * mails go out in the background, followed through the job paths.
 */
export function manageEmailRouter(email: EmailUseCases): Router {
  const router = new Router({ prefix: '/manage/email' });
  const allowed = requireCapability('email');

  router.post('/users', allowed, async (ctx) => {
    const request = decodeOrThrow(EmailUsersRequest, ctx.request.body);
    respond(ctx, await email.send.toUsers(request, actorOf(ctx)), 202);
  });
  router.post('/all', allowed, async (ctx) => {
    const request = decodeOrThrow(EmailAllRequest, ctx.request.body);
    respond(ctx, await email.send.toAll(request, actorOf(ctx)), 202);
  });
  router.get('/jobs', allowed, async (ctx) => respondValue(ctx, await email.jobs.list()));
  router.get('/jobs/:id', allowed, async (ctx) =>
    respond(
      ctx,
      await email.jobs.details(ctx.params.id ?? '', {
        outcome: optionalOneOf(ctx, 'outcome', EMAIL_OUTCOMES),
        page: optionalWholeNumber(ctx, 'page'),
      }),
    ),
  );
  return router;
}
