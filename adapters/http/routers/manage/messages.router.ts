import Router from '@koa/router';
import type { MessagesUseCases } from '../../../../application/messages/messages-use-cases';
import { MessageRequest } from '../../../../contracts/messages.codec';
import { actorOf, requireCapability } from '../../auth/authentication.middleware';
import { decodeOrThrow } from '../../decode';
import { respond, respondValue } from '../../respond';

/** `/manage/messages*` (admin spec 7 "Messages"): admins and game managers. Players read GET /message. */
export function manageMessagesRouter(messages: MessagesUseCases): Router {
  const router = new Router({ prefix: '/manage' });
  const allowed = requireCapability('messages');

  router.get('/messages', allowed, async (ctx) => respondValue(ctx, await messages.list.execute()));
  router.post('/messages', allowed, async (ctx) => {
    const request = decodeOrThrow(MessageRequest, ctx.request.body);
    respond(ctx, await messages.save.create(request, actorOf(ctx)), 201);
  });
  router.put('/messages/:id', allowed, async (ctx) => {
    const request = decodeOrThrow(MessageRequest, ctx.request.body);
    respond(ctx, await messages.save.update(ctx.params.id ?? '', request, actorOf(ctx)));
  });
  router.delete('/messages/:id', allowed, async (ctx) =>
    respond(ctx, await messages.remove.execute(ctx.params.id ?? '', actorOf(ctx))),
  );
  return router;
}
