import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Told of every request once it is answered, with how long that took (the metrics, when configured). */
export interface RequestObserver {
  observe(ctx: Context, seconds: number): void;
}

/** What the one log line of a request says. */
export interface RequestLine {
  readonly reqId: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly ms: number;
}

/** Writes a request's line: at error level for a 5xx answer, else at info. */
export type RequestLog = (line: RequestLine, level: 'info' | 'error') => void;

/**
 * Gives each request an id, echoes it, and writes one log line per request when it ends. Behind a trusted
 * load balancer the balancer's X-Request-Id carries through; otherwise a caller could forge log entries.
 * The observer shares the line's clock: the metrics cost no timer or middleware of their own.
 */
export function requestContext(
  log: RequestLog,
  trustIncomingId: boolean,
  observer?: RequestObserver,
): Middleware {
  return async (ctx, next) => {
    const incoming = trustIncomingId ? ctx.get('X-Request-Id') : '';
    const requestId = INCOMING_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const elapsed = performance.now() - started;
      observer?.observe(ctx, elapsed / 1000);
      const ms = Math.round(elapsed * 10) / 10;
      const line = { reqId: requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms };
      if (ctx.status >= 500) log(line, 'error');
      else if (ctx.path !== '/healthz' && ctx.path !== '/readyz') log(line, 'info');
    }
  };
}
