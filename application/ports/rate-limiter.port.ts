export interface RateLimitVerdict {
  allowed: boolean;
  /** When not allowed: how long until the next attempt may pass. */
  retryAfterMs: number;
}

/**
 * Counts attempts per key within a window, shared by every process of the instance (Redis when
 * configured). `consume` records an attempt; `reset` forgets a key after a success.
 */
export interface RateLimiter {
  consume(key: string): Promise<RateLimitVerdict>;
  /** Whether `key` is blocked right now, without counting an attempt. */
  check(key: string): Promise<RateLimitVerdict>;
  reset(key: string): Promise<void>;
  /** Gives back one attempt (a success should not count against a shared address). */
  forgive(key: string): Promise<void>;
}

export const LOGIN_RATE_LIMITS = Symbol.for('LoginRateLimits');

/**
 * The limits of DESIGN 7, per username and address and per address alone, and the account's own count of
 * attempts from any address (issue 30).
 */
export interface LoginRateLimits {
  perUserAndIp: RateLimiter;
  perIp: RateLimiter;
  perAccount: AccountSignInGuard;
}

/**
 * Sign-in attempts to one account from any address since its last success, and the waits they bring
 * (domain sign-in-delay). Counted before the password is checked, in one atomic step: guesses sent at once
 * from many addresses cannot all pass before any is counted.
 */
export interface AccountSignInGuard {
  /** Counts an attempt; not allowed while the wait an earlier one started runs (nothing is counted then). */
  admit(account: string): Promise<RateLimitVerdict>;
  /** Forgets the attempts: after a success, or a password reset by mail. */
  clear(account: string): Promise<void>;
}

/**
 * Mails sent on a player's behalf (verification and reset links): nobody can flood an inbox by asking again
 * and again, or by registering many accounts that name one address. Over a limit, the request is answered
 * as usual and no mail goes out.
 */
export const ACCOUNT_MAIL_LIMITS = Symbol.for('AccountMailLimits');

export interface AccountMailLimits {
  /** Counted per player (account id). */
  perPlayer: RateLimiter;
  /** Counted per recipient address, whichever accounts name it. */
  perRecipient: RateLimiter;
  /** One verification mail per address at a time: a second waits until the first is minutes old. */
  verificationPerRecipient: RateLimiter;
}

/**
 * Account actions that cost the server a password hash or may send mail (register, forgot and reset
 * password, verification), counted per action and address: one address cannot flood them.
 */
export const ACCOUNT_ACTION_RATE_LIMIT = Symbol.for('AccountActionRateLimit');

/**
 * Gameplay writes (session, checks, switches, ends, reviews, moving a guest's games): per player (the
 * account, or the guest by its id) as `perAccount`, and per address as a wide backstop.
 */
export const GAMEPLAY_RATE_LIMITS = Symbol.for('GameplayRateLimits');

/** Analytics batches per address, for guests and players alike (no sign-in is asked for). */
export const ANALYTICS_RATE_LIMIT = Symbol.for('AnalyticsRateLimit');

/**
 * Look-ups of a group by its join code, which is enough to join and has at most five letters or digits:
 * counted per account and per address, so that nobody can walk through the codes.
 */
export const GROUP_CODE_LOOKUP_LIMITS = Symbol.for('GroupCodeLookupLimits');

/** One limit per signed-in account and a wider one per address (many players behind one address). */
export interface AccountAndAddressLimits {
  perAccount: RateLimiter;
  perAddress: RateLimiter;
}
