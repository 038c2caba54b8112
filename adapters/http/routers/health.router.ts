import Router from '@koa/router';
import type { ReadinessReport } from '../../../application/health/check-readiness.use-case';

/** `/healthz`: the process answers. `/readyz`: it can serve, every database and cache answering. */
export function healthRouter(checkReadiness: () => Promise<ReadinessReport>): Router {
  const router = new Router();
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    const report = await checkReadiness();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = report.ready ? 200 : 503;
    ctx.body = { status: report.ready ? 'ok' : 'unavailable', checks: report.checks };
  });
  return router;
}
