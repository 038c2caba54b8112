import Router from '@koa/router';
import type { Context } from 'koa';
import type { NewsUseCases } from '../../../../application/news/news-use-cases';
import { NewsActiveRequest, NewsFields } from '../../../../contracts/news.codec';
import { actorOf, callerId, requireCapability } from '../../auth/authentication.middleware';
import { decodeOrThrow, validationError } from '../../decode';
import { HttpError } from '../../errors/http-error';
import { formFields, isMultipart, multipartForm, uploadedFile } from '../../multipart';
import { optionalWholeNumber } from '../../query-params';
import { respond, respondValue, respondWith } from '../../respond';

const multipartOnly = () => HttpError.of('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data');

/** A form field that may be left out: absent and empty are the same. */
const present = (value: unknown): value is string => typeof value === 'string' && value !== '';

function booleanField(value: unknown, name: string): boolean {
  if (value === 'true' || value === 'false') return value === 'true';
  throw validationError([`body.${name}: expected true or false`]);
}

function jsonField(value: string, name: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw validationError([`body.${name}: expected JSON`]);
  }
}

/** The multipart fields (strings) as NewsFields: active and removeImage 'true'/'false', polls a JSON array. */
function newsFieldsOf(ctx: Context): NewsFields {
  const raw = formFields(ctx);
  return decodeOrThrow(NewsFields, {
    title: raw.title,
    content: raw.content ?? '',
    ...(present(raw.active) ? { active: booleanField(raw.active, 'active') } : {}),
    ...(present(raw.removeImage) ? { removeImage: booleanField(raw.removeImage, 'removeImage') } : {}),
    ...(present(raw.polls) ? { polls: jsonField(raw.polls, 'polls') } : {}),
  });
}

/** `/manage/news*` of the control panel (admin spec 7 "News"), for the news capability. */
export function manageNewsRouter(news: NewsUseCases): Router {
  const router = new Router({ prefix: '/manage/news' });
  const moderate = requireCapability('news');
  const form = multipartForm('image');

  router.get('/all', moderate, async (ctx) =>
    respondValue(
      ctx,
      await news.list.list(
        optionalWholeNumber(ctx, 'page'),
        optionalWholeNumber(ctx, 'limit'),
        callerId(ctx),
      ),
    ),
  );
  router.post('/upload-image', moderate, form, async (ctx) => {
    if (!isMultipart(ctx)) throw multipartOnly();
    respond(ctx, await news.uploadImage.execute(uploadedFile(ctx), actorOf(ctx)), 201);
  });
  router.post('/', moderate, form, async (ctx) => {
    if (!isMultipart(ctx)) throw multipartOnly();
    const fields = newsFieldsOf(ctx);
    respondWith(
      ctx,
      await news.save.create(fields, uploadedFile(ctx), actorOf(ctx)),
      (item) => ({ news: item }),
      201,
    );
  });
  router.get('/:id', moderate, async (ctx) =>
    respond(ctx, await news.list.one(ctx.params.id ?? '', callerId(ctx))),
  );
  // The same path edits (a multipart form) or shows and hides (JSON `{active}`): the body's type decides.
  router.put('/:id', moderate, form, async (ctx) => {
    const id = ctx.params.id ?? '';
    if (isMultipart(ctx)) {
      const fields = newsFieldsOf(ctx);
      respondWith(ctx, await news.save.update(id, fields, uploadedFile(ctx), actorOf(ctx)), (item) => ({
        news: item,
      }));
      return;
    }
    if (!ctx.is('application/json')) {
      throw HttpError.of('UNSUPPORTED_MEDIA_TYPE', 'Send a multipart form, or JSON {active}');
    }
    const { active } = decodeOrThrow(NewsActiveRequest, ctx.request.body);
    respondWith(ctx, await news.save.setActive(id, active, actorOf(ctx)), (item) => ({ news: item }));
  });
  router.delete('/:id', moderate, async (ctx) =>
    respond(ctx, await news.remove.execute(ctx.params.id ?? '', actorOf(ctx))),
  );
  return router;
}
