import Router from '@koa/router';
import type { Instance } from '../../../application/ports/instance.port';
import type { InstanceConfigResponse, LanguageResponse } from '../../../contracts/instance.codec';

/** What the browser asks first: which instance it is on and in which language the site speaks. */
export function instanceRouter(instance: Instance): Router {
  const router = new Router();
  router.get('/config', (ctx) => {
    const body: InstanceConfigResponse = { slug: instance.slug };
    ctx.body = body;
  });
  router.get('/guest/system/language', (ctx) => {
    const body: LanguageResponse = { language: instance.language };
    ctx.body = body;
  });
  return router;
}
