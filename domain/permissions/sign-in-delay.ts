// Issue 30, OWASP ASVS 5.0 V6.1.1 and V6.3.1: guessing one account's password from many addresses. The
// per-address limits cannot see it, so each account counts its failed sign-ins (from any address, over a
// day): the first ones are free, and past them each next try waits twice as long as the one before, up to
// a quarter of an hour. A script then gets about a hundred guesses a day at most (NIST SP 800-63B 5.2.2
// asks for no more than 100 in a row); the player is never locked out: a known device (a live session of
// the account) skips the wait, a password reset by mail ends it, and a wait is minutes at most.

/** Sign-in attempts an account takes, since its last success, without a wait. */
export const FREE_SIGN_IN_FAILURES = 10;
/** The longest wait between two tries. */
export const LONGEST_SIGN_IN_WAIT_SECONDS = 15 * 60;
/** How long the attempts are remembered after the last one. */
export const SIGN_IN_FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

/** The wait before the next try, after `failures` attempts since a success: 0, then 2, 4, 8 ... s, capped. */
export function signInWaitSeconds(failures: number): number {
  const over = failures - FREE_SIGN_IN_FAILURES;
  if (over <= 0) return 0;
  return Math.min(2 ** Math.min(over, 30), LONGEST_SIGN_IN_WAIT_SECONDS);
}
