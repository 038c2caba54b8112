import Router from '@koa/router';
import { addressAllowed, tokenAccepted, type MetricsAccess } from '../auth/metrics-access';
import { HttpError } from '../errors/http-error';

/** The metrics in Prometheus's text format (prom-client's Registry is one). */
export interface MetricsSource {
  readonly contentType: string;
  metrics(): Promise<string>;
}

/**
 * `GET /metrics`, at the server's root (the metrics are the process's, every instance's together). An
 * address outside METRICS_ALLOW is answered as any unknown path is: it can never scrape, so it learns
 * nothing, not even that the path exists. From an allowed address a missing or wrong METRICS_TOKEN is
 * 401 with `WWW-Authenticate: Bearer`, so that whoever sets up the scrape sees at once that the token is
 * what is wrong; the token is long and random, so knowing the path exists helps no one guess it.
 * The client address is Koa's: the last X-Forwarded-For entry when TRUST_PROXY is set, else the socket's.
 */
export function metricsRouter(source: MetricsSource, access: MetricsAccess): Router {
  const allowed = addressAllowed(access.allow);
  const accepted = tokenAccepted(access.token);
  const router = new Router();
  router.get('/metrics', async (ctx, next) => {
    if (!allowed(ctx.ip)) return next();
    if (!accepted(ctx.get('Authorization'))) {
      ctx.set('WWW-Authenticate', 'Bearer');
      throw HttpError.of('UNAUTHORIZED', 'Sign-in required');
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await source.metrics();
    ctx.set('Content-Type', source.contentType);
  });
  return router;
}
