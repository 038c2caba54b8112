import Router from '@koa/router';
import type { Instance } from '../../../application/ports/instance.port';

/** What the browser asks first: which instance it is on and in which language the site speaks. */
export function instanceRouter(instance: Instance): Router {
  const router = new Router();
  router.get('/config', (ctx) => {
    ctx.body = { slug: instance.slug };
  });
  router.get('/guest/system/language', (ctx) => {
    ctx.body = { language: instance.language };
  });
  return router;
}
