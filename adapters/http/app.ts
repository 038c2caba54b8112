import type { Language } from '../../domain/language/language';
import type { BrandingView } from '../../contracts/auth.codec';
import Koa from 'koa';
import Router from '@koa/router';
import type { Logger } from 'pino';
import type { ReadinessReport } from '../../application/health/check-readiness.use-case';
import type { FileStorage } from '../../application/ports/file-storage.port';
import { answerBody } from './middleware/answer-body';
import { errorHandler } from './middleware/error-handler';
import { fixedAnswers } from './middleware/fixed-answers';
import { jsonBody } from './middleware/json-body';
import { requestContext, type RequestLog, type RequestObserver } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import type { MetricsAccess } from './auth/metrics-access';
import { healthRouter } from './routers/health.router';
import { metricsRouter, type MetricsSource } from './routers/metrics.router';
import { serveUploads } from './uploads/serve-uploads.middleware';
import { webApp } from './web-app/web-app.middleware';

export interface InstanceApi {
  slug: string;
  language: Language;
  /** Runs before the instance's routers: who is calling (a bearer token), when anyone. */
  identifyCaller?: Koa.Middleware;
  /** Answers that never change while it runs, by path under `/{slug}/api`, sent from a prepared table. */
  fixedAnswers?: ReadonlyMap<string, unknown>;
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
  /** Where each request's line goes; absent: through `logger`, as any other line. */
  logRequest?: RequestLog;
  https: boolean;
  /** PUBLIC_URL, the absolute base of the pages' link-preview tags; absent: pages carry none. */
  publicUrl?: string;
  trustProxy: boolean;
  checkReadiness: () => Promise<ReadinessReport>;
  /** Prometheus metrics: every request observed, `/metrics` answered as `access` allows. Absent: neither. */
  metrics?: HttpMetricsOptions;
}

export interface HttpMetricsOptions {
  requests: RequestObserver & { unexpectedError(ctx: Koa.Context): void };
  source: MetricsSource;
  access: MetricsAccess;
}

/** `/<slug>/api/manage/email/users` and `/all`. */
const EMAIL_SEND_PATH = /^\/[^/]+\/api\/manage\/email\/(users|all)$/;
/** The methods whose JSON body the parser reads (its own list). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** The health router's paths, as it matches them: without case, a trailing slash allowed. */
const HEALTH_PATH = /^\/(healthz|readyz)\/?$/i;

/** Runs middleware one after another as one, as Koa runs the app's: each `next` runs the rest, then `done`. */
function inOrder(chain: readonly Koa.Middleware[]): Koa.Middleware {
  return (ctx, done) => {
    const from = (i: number): Promise<unknown> => {
      const middleware = chain[i];
      if (!middleware) return Promise.resolve(done());
      try {
        return Promise.resolve(middleware(ctx, () => from(i + 1)));
      } catch (error) {
        return Promise.reject(error);
      }
    };
    return from(0);
  };
}

/**
 * The first path segment of each of a router's routes (`/game/daily` -> `game`), lower-cased as the router
 * matches without case; null when a route starts with a parameter or a pattern, so that any path may be
 * its. Middleware the router uses (no methods) runs only with one of its routes, and counts for none.
 */
function firstSegments(router: Router): ReadonlySet<string> | null {
  const segments = new Set<string>();
  for (const layer of router.stack) {
    if (layer.methods.length === 0) continue;
    const first = typeof layer.path === 'string' ? /^\/([\w.~-]+)(?:\/|$)/.exec(layer.path)?.[1] : undefined;
    if (first === undefined) return null;
    segments.add(first.toLowerCase());
  }
  return segments;
}

/**
 * An instance's API as one middleware: who is calling, then the routers at the API base. A known path with
 * another method answers 405 with an Allow header, an unknown method 501; the error handler gives both the
 * JSON shape. A request walks only the routers that have a route under its first segment, in their order:
 * the others could not answer it (nor 405 it), and walking all of them cost every request more than its
 * own work (the day's puzzle is under the sixth).
 */
function instanceApiMiddleware(api: InstanceApi, base: string): Koa.Middleware {
  const identify: Koa.Middleware[] = api.identifyCaller ? [api.identifyCaller] : [];
  const mounts = api.routers.map((router) => {
    // Nested under the base, one mount per router: its own router.use() middleware then still runs for its
    // routes only. (Re-prefixing the router instead loses that middleware: prefix() turns its `/game(...)`
    // path into `/fi/api/game/game(...)`, which no request matches.)
    const mounted = new Router({ prefix: base.slice(0, -1) });
    mounted.use(router.routes());
    // The router's middleware types its context with the params it adds; Koa's plain context is what it gets.
    const middleware = [mounted.routes() as Koa.Middleware, mounted.allowedMethods() as Koa.Middleware];
    return { segments: firstSegments(router), middleware };
  });
  const chainFor = (segment: string | null) =>
    inOrder([
      ...identify,
      ...mounts.flatMap(({ segments, middleware }) =>
        segments === null || (segment !== null && segments.has(segment)) ? middleware : [],
      ),
    ]);
  const known = new Set(mounts.flatMap(({ segments }) => [...(segments ?? [])]));
  const bySegment = new Map([...known].map((segment) => [segment, chainFor(segment)]));
  const anyOther = chainFor(null);
  return (ctx, next) => {
    const end = ctx.path.indexOf('/', base.length);
    const segment = ctx.path.slice(base.length, end < 0 ? undefined : end).toLowerCase();
    return (bySegment.get(segment) ?? anyOther)(ctx, next);
  };
}

/**
 * Every instance's API behind one lookup by the path's first segment: a request walks its own instance's
 * routers only, never another's (each instance mounted after the first used to cost every request more).
 * Paths of no instance's API go on to the uploads and the web app, whose JSON 404 answers unknown API paths.
 */
function apiBySlug(instances: readonly InstanceApi[]): Koa.Middleware {
  const apis = new Map(instances.map((api) => [api.slug, instanceApiMiddleware(api, `/${api.slug}/api/`)]));
  return (ctx, next) => {
    // Without case, as the routers match: `/FI/API/config` is `/fi/api/config`.
    const path = ctx.path.toLowerCase();
    const slugEnd = path.indexOf('/', 1);
    const api =
      slugEnd > 1 && path.startsWith('/api/', slugEnd) ? apis.get(path.slice(1, slugEnd)) : undefined;
    return api ? api(ctx, next) : next();
  };
}

/** Every instance's fixed answers by full path (`/fi/api/config`). */
const fixedAnswersOf = (instances: readonly InstanceApi[]): ReadonlyMap<string, unknown> =>
  new Map(
    instances.flatMap((api) =>
      [...(api.fixedAnswers ?? [])].map(([path, body]) => [`/${api.slug}/api${path}`, body] as const),
    ),
  );

export function createHttpApp(options: HttpAppOptions): Koa {
  // Behind the load balancer only its own entry of X-Forwarded-For (the last) is believed: the rest is
  // whatever the client wrote, and rate limits key on the address.
  const app = new Koa({ proxy: options.trustProxy, maxIpsCount: 1 });
  const metrics = options.metrics;
  app.on('error', (error: NodeJS.ErrnoException, ctx?: Koa.Context) => {
    // A browser leaving an event stream (a closed tab) is how such a stream normally ends.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    options.logger.error({ err: error }, 'unhandled application error');
    if (ctx) metrics?.requests.unexpectedError(ctx);
  });
  const logRequest: RequestLog =
    options.logRequest ?? ((line, level) => options.logger[level](line, 'request'));
  app.use(requestContext(logRequest, options.trustProxy, metrics?.requests));
  const adScriptUrls = options.instances.flatMap((instance) =>
    instance.adProvider ? [instance.adProvider.scriptUrl] : [],
  );
  app.use(securityHeaders({ https: options.https, adScriptUrls }));
  app.use(fixedAnswers(fixedAnswersOf(options.instances)));
  app.use(errorHandler(options.logger, metrics && ((ctx) => metrics.requests.unexpectedError(ctx))));
  app.use(answerBody());
  // An e-mail send may carry 10,000 user ids and a letter's HTML (DESIGN 11): those two paths alone get a
  // larger limit. A request of a method without a body to read (GET, HEAD, DELETE ...) passes straight on.
  const emailSend = jsonBody('1mb');
  const anyBody = jsonBody('100kb');
  app.use((ctx, next) => {
    if (!BODY_METHODS.has(ctx.method)) return next();
    return (EMAIL_SEND_PATH.test(ctx.path) ? emailSend : anyBody)(ctx, next);
  });

  const health = healthRouter(options.checkReadiness, options.logger).routes() as Koa.Middleware;
  app.use((ctx, next) => (HEALTH_PATH.test(ctx.path) ? health(ctx, next) : next()));
  if (metrics) {
    const scrape = metricsRouter(metrics.source, metrics.access).routes() as Koa.Middleware;
    // The exact path only: any other spelling is an unknown path like any other.
    app.use((ctx, next) => (ctx.path === '/metrics' ? scrape(ctx, next) : next()));
  }
  app.use(apiBySlug(options.instances));
  const uploads = options.instances.flatMap((instance) =>
    instance.uploads ? [[instance.slug, instance.uploads] as const] : [],
  );
  app.use(serveUploads(new Map(uploads)));
  app.use(
    webApp(options.distDir, options.instances, { publicUrl: options.publicUrl, logger: options.logger }),
  );
  return app;
}
