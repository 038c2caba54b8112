import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id, echoes it, and writes one log line per request when it ends. Behind a trusted
 * load balancer the balancer's X-Request-Id carries through; otherwise a caller could forge log entries.
 */
export function requestContext(logger: Logger, trustIncomingId: boolean): Middleware {
  return async (ctx, next) => {
    const incoming = trustIncomingId ? ctx.get('X-Request-Id') : '';
    const requestId = INCOMING_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const line = { reqId: requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms };
      if (ctx.status >= 500) logger.error(line, 'request');
      else if (ctx.path !== '/healthz' && ctx.path !== '/readyz') logger.info(line, 'request');
    }
  };
}
