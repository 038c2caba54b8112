import Router from '@koa/router';
import type { Instance } from '../../../application/ports/instance.port';
import type { InstanceConfigResponse, LanguageResponse } from '../../../contracts/instance.codec';

/**
 * What the browser asks first, by path under the instance's API: which instance it is on and in which
 * language the site speaks. Fixed while the instance runs, so the app also answers them from a prepared
 * table (middleware/fixed-answers.ts); the router answers any other spelling of the paths.
 */
export function instanceAnswers(instance: Instance): ReadonlyMap<string, unknown> {
  const config: InstanceConfigResponse = { slug: instance.slug };
  const language: LanguageResponse = { language: instance.language };
  return new Map<string, unknown>([
    ['/config', config],
    ['/guest/system/language', language],
  ]);
}

export function instanceRouter(instance: Instance): Router {
  const router = new Router();
  for (const [path, body] of instanceAnswers(instance)) {
    router.get(path, (ctx) => {
      ctx.body = body;
    });
  }
  return router;
}
