import type { Language } from '../../domain/language/language';
import type { BrandingView } from '../../contracts/auth.codec';
import Koa from 'koa';
import Router from '@koa/router';
import compress from 'koa-compress';
import type { Logger } from 'pino';
import type { ReadinessReport } from '../../application/health/check-readiness.use-case';
import type { FileStorage } from '../../application/ports/file-storage.port';
import { errorHandler } from './middleware/error-handler';
import { jsonBody } from './middleware/json-body';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { healthRouter } from './routers/health.router';
import { serveUploads } from './uploads/serve-uploads.middleware';
import { webApp } from './web-app/web-app.middleware';

export interface InstanceApi {
  slug: string;
  language: Language;
  /** Runs before the instance's routers: who is calling (a bearer token), when anyone. */
  identifyCaller?: Koa.Middleware;
  /** The instance's routers, mounted under `/{slug}/api`. */
  routers: Router[];
  /** The instance's uploaded files, served at `/uploads/{slug}/{key}`. */
  uploads?: FileStorage;
  /** The ad provider its pages load (the CSP names its origins); null or absent: none. */
  adProvider?: { scriptUrl: string } | null;
  /** Its branding, for its pages' link-preview titles; absent: the game's own name. */
  branding?: () => Promise<BrandingView>;
}

export interface HttpAppOptions {
  instances: InstanceApi[];
  distDir: string;
  logger: Logger;
  https: boolean;
  /** PUBLIC_URL, the absolute base of the pages' link-preview tags; absent: pages carry none. */
  publicUrl?: string;
  trustProxy: boolean;
  checkReadiness: () => Promise<ReadinessReport>;
}

/**
 * Mounts each router of an instance at its API base. A known path with another method answers 405 with an
 * Allow header, an unknown method 501; the error handler gives both the JSON shape.
 */
/** `/<slug>/api/manage/email/users` and `/all`. */
const EMAIL_SEND_PATH = /^\/[^/]+\/api\/manage\/email\/(users|all)$/;

function mountApi(app: Koa, api: InstanceApi): void {
  const base = `/${api.slug}/api/`;
  const identify = api.identifyCaller;
  if (identify) app.use((ctx, next) => (ctx.path.startsWith(base) ? identify(ctx, next) : next()));
  for (const router of api.routers) {
    // Nested under the base, one mount per router: its own router.use() middleware then still runs for its
    // routes only. (Re-prefixing the router instead loses that middleware: prefix() turns its `/game(...)`
    // path into `/fi/api/game/game(...)`, which no request matches.)
    const mounted = new Router({ prefix: `/${api.slug}/api` });
    mounted.use(router.routes());
    app.use(mounted.routes());
    app.use(mounted.allowedMethods());
  }
}

export function createHttpApp(options: HttpAppOptions): Koa {
  // Behind the load balancer only its own entry of X-Forwarded-For (the last) is believed: the rest is
  // whatever the client wrote, and rate limits key on the address.
  const app = new Koa({ proxy: options.trustProxy, maxIpsCount: 1 });
  app.on('error', (error: NodeJS.ErrnoException) => {
    // A browser leaving an event stream (a closed tab) is how such a stream normally ends.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    options.logger.error({ err: error }, 'unhandled application error');
  });
  app.use(requestContext(options.logger, options.trustProxy));
  const adScriptUrls = options.instances.flatMap((instance) =>
    instance.adProvider ? [instance.adProvider.scriptUrl] : [],
  );
  app.use(securityHeaders({ https: options.https, adScriptUrls }));
  app.use(errorHandler(options.logger));
  app.use(compress({ threshold: 1024 }));
  // An e-mail send may carry 10,000 user ids and a letter's HTML (DESIGN 11): those two paths alone get a
  // larger limit; the parser below then finds their body read and leaves it.
  const emailSend = jsonBody('1mb');
  app.use((ctx, next) => (EMAIL_SEND_PATH.test(ctx.path) ? emailSend(ctx, next) : next()));
  app.use(jsonBody('100kb'));

  const health = healthRouter(options.checkReadiness, options.logger);
  app.use(health.routes());
  for (const instance of options.instances) mountApi(app, instance);
  const uploads = options.instances.flatMap((instance) =>
    instance.uploads ? [[instance.slug, instance.uploads] as const] : [],
  );
  app.use(serveUploads(new Map(uploads)));
  app.use(
    webApp(options.distDir, options.instances, { publicUrl: options.publicUrl, logger: options.logger }),
  );
  return app;
}
