import type { Middleware } from 'koa';
import { tooManyAttempts } from '../../../application/accounts/account-errors';
import type {
  AccountAndAddressLimits,
  RateLimiter,
  RateLimitVerdict,
} from '../../../application/ports/rate-limiter.port';
import { callerId } from '../auth/authentication.middleware';
import { HttpError } from '../errors/http-error';

const THROTTLED_TEXT = 'Too many requests, try again later';

/** The login throttle's answer (its Retry-After included) with a text that fits any action. */
function refuseWhenOver(verdict: RateLimitVerdict): void {
  if (!verdict.allowed)
    throw HttpError.from({ ...tooManyAttempts(verdict.retryAfterMs), message: THROTTLED_TEXT });
}

/** Counts the call per action and caller address; over the limit, 429 with Retry-After. */
export function limitByAddress(limiter: RateLimiter, action: string): Middleware {
  return async (ctx, next) => {
    refuseWhenOver(await limiter.consume(`${action}|${ctx.ip}`));
    await next();
  };
}

/**
 * Counts the call of a signed-in player per account, then per address; over either limit, 429 with
 * Retry-After. A call the account's limit refused does not count against the address.
 */
export function limitByAccountAndAddress(limits: AccountAndAddressLimits, action: string): Middleware {
  return async (ctx, next) => {
    refuseWhenOver(await limits.perAccount.consume(`${action}|${callerId(ctx)}`));
    refuseWhenOver(await limits.perAddress.consume(`${action}|${ctx.ip}`));
    await next();
  };
}

/** As `limitByAddress` for the writes (POST, PUT, DELETE) of a router; reads stay unlimited. */
export function writesLimited(limiter: RateLimiter, action = 'write'): Middleware {
  const limited = limitByAddress(limiter, action);
  return (ctx, next) => (ctx.method === 'GET' || ctx.method === 'HEAD' ? next() : limited(ctx, next));
}
