import type { Context, Middleware } from 'koa';
import { tooManyAttempts } from '../../../application/accounts/account-errors';
import type {
  AccountAndAddressLimits,
  RateLimiter,
  RateLimitVerdict,
} from '../../../application/ports/rate-limiter.port';
import { GUEST_ID_HEADER } from '../../../domain/constants/network.constants';
import { isGuestId } from '../../../domain/game/guest-id';
import { callerId } from '../auth/authentication.middleware';
import { HttpError } from '../errors/http-error';

/** "Too many requests, try again in 40 seconds": the wait is in Retry-After too, for clients and proxies. */
export function throttledText(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  if (seconds < 90) return `Too many requests, try again in ${seconds} second${seconds === 1 ? '' : 's'}`;
  return `Too many requests, try again in ${Math.ceil(seconds / 60)} minutes`;
}

/** The login throttle's answer (its Retry-After included) with a text that fits any action. */
function refuseWhenOver(verdict: RateLimitVerdict): void {
  if (!verdict.allowed)
    throw HttpError.from({
      ...tooManyAttempts(verdict.retryAfterMs),
      message: throttledText(verdict.retryAfterMs),
    });
}

/** Counts the call against the writer's own limit (when there is a writer), then against the address's. */
async function countBoth(
  limits: AccountAndAddressLimits,
  action: string,
  writer: string | null,
  ctx: Context,
): Promise<void> {
  if (writer !== null) refuseWhenOver(await limits.perAccount.consume(`${action}|${writer}`));
  refuseWhenOver(await limits.perAddress.consume(`${action}|${ctx.ip}`));
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
    await countBoth(limits, action, callerId(ctx), ctx);
    await next();
  };
}

/** Who is playing: the signed-in account, else the guest the request names, else nobody known. */
function playerKey(ctx: Context): string | null {
  if (ctx.state.principal) return `user:${callerId(ctx)}`;
  const guest = ctx.get(GUEST_ID_HEADER);
  return isGuestId(guest) ? `guest:${guest}` : null;
}

/**
 * The gameplay writes (POST, PUT, DELETE) of a router, counted per player (account or guest id) and per
 * address; reads stay unlimited. The player's limit stops one player's script; the address's is a wide
 * backstop against a script that makes up guest ids, which a class behind one address never reaches.
 */
export function writesLimited(limits: AccountAndAddressLimits, action = 'write'): Middleware {
  return async (ctx, next) => {
    if (ctx.method === 'GET' || ctx.method === 'HEAD') return next();
    await countBoth(limits, action, playerKey(ctx), ctx);
    await next();
  };
}
