import type { Middleware } from 'koa';
import { tooManyAttempts } from '../../../application/accounts/account-errors';
import type { RateLimiter } from '../../../application/ports/rate-limiter.port';
import { HttpError } from '../errors/http-error';

const THROTTLED_TEXT = 'Too many requests, try again later';

/** Counts the call per action and caller address; over the limit, 429 with Retry-After. */
export function limitByAddress(limiter: RateLimiter, action: string): Middleware {
  return async (ctx, next) => {
    const verdict = await limiter.consume(`${action}|${ctx.ip}`);
    // The login throttle's answer (its Retry-After included) with a text that fits any action.
    if (!verdict.allowed)
      throw HttpError.from({ ...tooManyAttempts(verdict.retryAfterMs), message: THROTTLED_TEXT });
    await next();
  };
}

/** As `limitByAddress` for the writes (POST, PUT, DELETE) of a router; reads stay unlimited. */
export function writesLimited(limiter: RateLimiter, action = 'write'): Middleware {
  const limited = limitByAddress(limiter, action);
  return (ctx, next) => (ctx.method === 'GET' || ctx.method === 'HEAD' ? next() : limited(ctx, next));
}
