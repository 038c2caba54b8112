import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import compress from 'koa-compress';
import type { Logger } from 'pino';
import type { ReadinessReport } from '../../application/health/check-readiness.use-case';
import { errorHandler } from './middleware/error-handler';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { healthRouter } from './routers/health.router';
import { webApp } from './web-app/web-app.middleware';

export interface InstanceApi {
  slug: string;
  language: 'fi' | 'en';
  /** The instance's routers, mounted under `/{slug}/api`. */
  routers: Router[];
}

export interface HttpAppOptions {
  instances: InstanceApi[];
  distDir: string;
  logger: Logger;
  https: boolean;
  trustProxy: boolean;
  checkReadiness: () => Promise<ReadinessReport>;
}

/** Mounts each router of an instance at its API base; each answers 405 for a known path with another method. */
function mountApi(app: Koa, api: InstanceApi): void {
  for (const router of api.routers) {
    router.prefix(`/${api.slug}/api`);
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }
}

/**
 * Whatever nothing claimed is a wrong address, answered in JSON (never by the SPA under an API base). It sets
 * the answer instead of throwing so that the routers' 405 for a known path with another method still wins.
 */
const notFound: Koa.Middleware = async (ctx) => {
  ctx.status = 404;
  ctx.body = { code: 'NOT_FOUND', message: `No endpoint at ${ctx.method} ${ctx.path}` };
};

export function createHttpApp(options: HttpAppOptions): Koa {
  const app = new Koa({ proxy: options.trustProxy });
  app.use(requestContext(options.logger));
  app.use(securityHeaders({ https: options.https }));
  app.use(errorHandler(options.logger));
  app.use(compress({ threshold: 1024 }));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', encoding: 'utf-8' }));

  const apiPath = new RegExp(`^/(${options.instances.map((instance) => instance.slug).join('|')})/api(/|$)`);
  const health = healthRouter(options.checkReadiness);
  app.use(health.routes());
  for (const instance of options.instances) mountApi(app, instance);
  app.use(webApp(options.distDir, options.instances, apiPath));
  app.use(notFound);
  return app;
}
