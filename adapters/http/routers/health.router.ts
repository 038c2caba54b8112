import Router from '@koa/router';
import type { Logger } from 'pino';
import type { ReadinessReport } from '../../../application/health/check-readiness.use-case';

/**
 * `/healthz`: the process answers. `/readyz`: it can serve, every database and cache answering. Anyone may
 * ask, so the answer names the failing check but not its reason (driver errors carry hosts and ports);
 * the reason goes to the log.
 */
export function healthRouter(checkReadiness: () => Promise<ReadinessReport>, logger: Logger): Router {
  const router = new Router();
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    const report = await checkReadiness();
    const failing = Object.entries(report.checks).filter(([, status]) => status !== 'ok');
    if (failing.length > 0) logger.warn({ failing: Object.fromEntries(failing) }, 'not ready');
    ctx.set('Cache-Control', 'no-store');
    ctx.status = report.ready ? 200 : 503;
    ctx.body = {
      status: report.ready ? 'ok' : 'unavailable',
      checks: Object.fromEntries(
        Object.entries(report.checks).map(([name, status]) => [name, status === 'ok' ? 'ok' : 'failed']),
      ),
    };
  });
  return router;
}
