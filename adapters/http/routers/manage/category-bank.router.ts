import Router from '@koa/router';
import type { CategoryBankUseCases } from '../../../../application/category-bank/category-bank-use-cases';
import {
  BankCategoryRequest,
  ImportBankRequest,
  UpdateBankCategoryRequest,
} from '../../../../contracts/category-bank.codec';
import { actorOf, requireCapability } from '../../auth/authentication.middleware';
import { decodeOrThrow } from '../../decode';
import { optionalWholeNumber, textOrEmpty } from '../../query-params';
import { respond, respondValue, respondWith } from '../../respond';

/** `/manage/single-categories*`, `/categories/search` and `/categories`: the bank, for the categories capability. */
export function categoryBankRouter(bank: CategoryBankUseCases): Router {
  const router = new Router();
  router.use(['/manage/single-categories', '/categories'], requireCapability('categories'));

  router.get('/manage/single-categories', async (ctx) => {
    const page = optionalWholeNumber(ctx, 'page');
    respondValue(ctx, await bank.list.page(textOrEmpty(ctx, 'q'), page, optionalWholeNumber(ctx, 'limit')));
  });
  router.post('/manage/single-categories/import', async (ctx) => {
    const { data } = decodeOrThrow(ImportBankRequest, ctx.request.body);
    respond(ctx, await bank.importer.execute(data, actorOf(ctx)), 201);
  });
  router.post('/manage/single-categories', async (ctx) => {
    const body = decodeOrThrow(BankCategoryRequest, ctx.request.body);
    respondWith(ctx, await bank.save.create(body, actorOf(ctx)), (category) => ({ category }), 201);
  });
  router.get('/manage/single-categories/:id', async (ctx) =>
    respondWith(ctx, await bank.list.one(ctx.params.id ?? ''), (category) => ({ category })),
  );
  router.put('/manage/single-categories/:id', async (ctx) => {
    const body = decodeOrThrow(UpdateBankCategoryRequest, ctx.request.body);
    const result = await bank.save.update(ctx.params.id ?? '', body, actorOf(ctx));
    respondWith(ctx, result, (category) => ({ category }));
  });
  router.delete('/manage/single-categories/:id', async (ctx) =>
    respond(ctx, await bank.save.delete(ctx.params.id ?? '', actorOf(ctx))),
  );
  router.get('/categories/search', async (ctx) =>
    respondValue(ctx, await bank.list.search(textOrEmpty(ctx, 'q'))),
  );
  // The spec lists GET /categories as existing but unused: the bank's first page, newest first.
  router.get('/categories', async (ctx) => respondValue(ctx, await bank.list.search('')));
  return router;
}
