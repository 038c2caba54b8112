import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { SIGN_IN_FAILURE_MEMORY_SECONDS, signInWaitSeconds } from '../../domain/permissions/sign-in-delay';
import type {
  AccountAndAddressLimits,
  AccountMailLimits,
  AccountSignInGuard,
  LoginRateLimits,
  RateLimiter,
  RateLimitVerdict,
} from '../../application/ports/rate-limiter.port';

interface LimitSettings {
  points: number;
  durationSeconds: number;
}

// DESIGN 7: per username + address, 10 tries in 15 minutes; per address, 100 (one address, many names).
export const LOGIN_LIMITS = {
  perUserAndIp: { points: 10, durationSeconds: 15 * 60 },
  perIp: { points: 100, durationSeconds: 15 * 60 },
} as const;

class FlexibleRateLimiter implements RateLimiter {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly points: number,
  ) {}

  async consume(key: string): Promise<RateLimitVerdict> {
    try {
      await this.limiter.consume(key);
      return { allowed: true, retryAfterMs: 0 };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes)
        return { allowed: false, retryAfterMs: rejection.msBeforeNext };
      throw rejection;
    }
  }

  async check(key: string): Promise<RateLimitVerdict> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.points)
      return { allowed: false, retryAfterMs: state.msBeforeNext };
    return { allowed: true, retryAfterMs: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  async forgive(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }
}

/**
 * In Redis when configured, so that every process counts together. While Redis is away (stopped, or not
 * answering within the client's command timeout) the same limit counts in this process instead (the
 * insurance limiter): each process then allows up to the limit on its own, which still stops a script,
 * and a login never fails or hangs for want of a counter. `rejectIfRedisNotReady` goes to the insurance at
 * once while the client reconnects, without trying Redis first.
 */
function counter(settings: LimitSettings, keyPrefix: string, redis?: Redis): RateLimiterAbstract {
  const options = { points: settings.points, duration: settings.durationSeconds, keyPrefix };
  return redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
}

function limiter(settings: LimitSettings, keyPrefix: string, redis?: Redis): RateLimiter {
  return new FlexibleRateLimiter(counter(settings, keyPrefix, redis), settings.points);
}

/**
 * An account's attempts (kept a day after the last) and a gate that lets one attempt through per wait: the
 * attempt past the free ones opens the gate's window for the wait that follows it, and any other attempt
 * within that window is refused, atomically, in every process at once.
 */
class FlexibleSignInGuard implements AccountSignInGuard {
  constructor(
    private readonly attempts: RateLimiterAbstract,
    private readonly gate: RateLimiterAbstract,
  ) {}

  async admit(account: string): Promise<RateLimitVerdict> {
    const { consumedPoints: attempt } = await this.attempts.penalty(account, 1);
    const wait = signInWaitSeconds(attempt);
    if (wait === 0) return { allowed: true, retryAfterMs: 0 };
    try {
      await this.gate.consume(account, 1, { customDuration: wait });
      return { allowed: true, retryAfterMs: 0 };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      // Not tried, so not counted: the waits grow with the guesses checked, not with the knocks.
      await this.attempts.reward(account, 1);
      return { allowed: false, retryAfterMs: rejection.msBeforeNext };
    }
  }

  async clear(account: string): Promise<void> {
    await Promise.all([this.attempts.delete(account), this.gate.delete(account)]);
  }
}

// Five account mails an hour per player: enough for typos and a lost mail, too few to flood an inbox. Per
// recipient three an hour, whichever accounts name the address (issue 30: 25 registrations naming one
// address sent it 25 mails), and one verification per ten minutes: a second one while the first is on its
// way only buries it.
export const ACCOUNT_MAIL_LIMITS = {
  perPlayer: { points: 5, durationSeconds: 60 * 60 },
  perRecipient: { points: 3, durationSeconds: 60 * 60 },
  verificationPerRecipient: { points: 1, durationSeconds: 10 * 60 },
} as const;

export function accountMailLimits(cachePrefix: string, redis?: Redis): AccountMailLimits {
  return {
    perPlayer: limiter(ACCOUNT_MAIL_LIMITS.perPlayer, `${cachePrefix}mail:user`, redis),
    perRecipient: limiter(ACCOUNT_MAIL_LIMITS.perRecipient, `${cachePrefix}mail:to`, redis),
    verificationPerRecipient: limiter(
      ACCOUNT_MAIL_LIMITS.verificationPerRecipient,
      `${cachePrefix}mail:verify-to`,
      redis,
    ),
  };
}

// Generous for a school class behind one address, far too few for a script: per action, per address.
export const ACCOUNT_ACTION_LIMIT = { points: 100, durationSeconds: 15 * 60 } as const;

export function accountActionRateLimit(cachePrefix: string, redis?: Redis): RateLimiter {
  return limiter(ACCOUNT_ACTION_LIMIT, `${cachePrefix}account-action`, redis);
}

/** Login limits in Redis when configured (shared by every process), in process memory otherwise. */
export function loginRateLimits(cachePrefix: string, redis?: Redis, limits = LOGIN_LIMITS): LoginRateLimits {
  const attempts = { points: Number.MAX_SAFE_INTEGER, durationSeconds: SIGN_IN_FAILURE_MEMORY_SECONDS };
  return {
    perUserAndIp: limiter(limits.perUserAndIp, `${cachePrefix}login:user-ip`, redis),
    perIp: limiter(limits.perIp, `${cachePrefix}login:ip`, redis),
    perAccount: new FlexibleSignInGuard(
      counter(attempts, `${cachePrefix}login:account-attempts`, redis),
      counter({ points: 1, durationSeconds: 1 }, `${cachePrefix}login:account-gate`, redis),
    ),
  };
}

// A game takes a few dozen writes (its start, checks, switches, end, review): 300 in a quarter of an hour is
// several games for one player (an account, or a guest by its id) and stops a script hammering the checks.
// The address's backstop is wide: a class of 60 at its players' limits stays under it (issue 30: a class
// was refused at the 1,001st write), and a script making up guest ids still meets it.
export const GAMEPLAY_LIMITS = {
  perPlayer: { points: 300, durationSeconds: 15 * 60 },
  perAddress: { points: 20_000, durationSeconds: 15 * 60 },
} as const;

export function gameplayRateLimits(cachePrefix: string, redis?: Redis): AccountAndAddressLimits {
  return {
    perAccount: limiter(GAMEPLAY_LIMITS.perPlayer, `${cachePrefix}gameplay:player`, redis),
    perAddress: limiter(GAMEPLAY_LIMITS.perAddress, `${cachePrefix}gameplay:address`, redis),
  };
}

// A browser sends a batch at most every second while its queue is full (admin spec 9), and rarely more than
// a few a minute; 60 a minute per address leaves room for a household and stops a script inflating counts.
export const ANALYTICS_LIMIT = { points: 60, durationSeconds: 60 } as const;

export function analyticsRateLimit(cachePrefix: string, redis?: Redis): RateLimiter {
  return limiter(ANALYTICS_LIMIT, `${cachePrefix}analytics`, redis);
}

// A player looks a group's code up once, when joining (and perhaps again after a typo); 30 a minute is far
// past that and stops a script walking the codes, which were once read at 690 a second. Per address 120,
// for a class joining its group together behind one address.
export const GROUP_CODE_LOOKUP_LIMITS = {
  perAccount: { points: 30, durationSeconds: 60 },
  perAddress: { points: 120, durationSeconds: 60 },
} as const;

export function groupCodeLookupRateLimits(cachePrefix: string, redis?: Redis): AccountAndAddressLimits {
  return {
    perAccount: limiter(GROUP_CODE_LOOKUP_LIMITS.perAccount, `${cachePrefix}group-code:account`, redis),
    perAddress: limiter(GROUP_CODE_LOOKUP_LIMITS.perAddress, `${cachePrefix}group-code:address`, redis),
  };
}
