import type { Middleware } from 'koa';
import type { RateLimiter } from '../../../application/ports/rate-limiter.port';
import { HttpError } from '../errors/http-error';

/** Counts the call per action and caller address; over the limit, 429 with Retry-After. */
export function limitByAddress(limiter: RateLimiter, action: string): Middleware {
  return async (ctx, next) => {
    const verdict = await limiter.consume(`${action}|${ctx.ip}`);
    if (!verdict.allowed) {
      const retryAfterSeconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
      throw new HttpError(429, 'TOO_MANY_REQUESTS', 'Too many requests, try again later', {
        retryAfterSeconds,
      });
    }
    await next();
  };
}

/** As `limitByAddress` for the writes (POST, PUT, DELETE) of a router; reads stay unlimited. */
export function writesLimited(limiter: RateLimiter, action = 'write'): Middleware {
  const limited = limitByAddress(limiter, action);
  return (ctx, next) => (ctx.method === 'GET' || ctx.method === 'HEAD' ? next() : limited(ctx, next));
}
