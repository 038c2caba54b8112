import { LOGIN_RATE_LIMITS, type LoginRateLimits } from '../ports/rate-limiter.port';
import { signInNames } from './login.use-case';
import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { LoginResponse } from '../../contracts/auth.codec';
import { validatePassword } from '../../domain/validation/password';
import { validateForgotPassword } from '../../domain/validation/sign-in';
import { fromRule, type AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import { ONE_TIME_TOKEN_REPOSITORY, type OneTimeTokenRepository } from '../ports/one-time-token.repository';
import {
  PASSWORD_RESET_REQUEST_REPOSITORY,
  type PasswordResetRequestRepository,
} from '../ports/password-reset-request.repository';
import { PASSWORD_HASHER, type PasswordHasher } from '../ports/password-hasher.port';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { SESSION_REPOSITORY, type SessionRepository } from '../ports/session.repository';
import { UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { USER_REPOSITORY, type UserRepository } from '../ports/user.repository';
import { invalidLink } from './account-errors';
import { OneTimeLinkMailer } from './one-time-link-mailer';
import { SessionIssuer } from './session-issuer';
import { hashToken } from './token-hash';
import { toUserView } from './user-view';

export const FORGOT_PASSWORD_MESSAGE =
  'If the account exists, instructions have been sent. Without a verified e-mail, ask the administrator.';

/**
 * Forgot password: a single-use one-hour link to a verified address, or a request for the administrator
 * when there is none. The answer is identical in every case. Reset: the link sets a new password, ends
 * every session and signs the player in.
 */
@injectable()
export class PasswordReset {
  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(ONE_TIME_TOKEN_REPOSITORY) private readonly tokens: OneTimeTokenRepository,
    @inject(PASSWORD_RESET_REQUEST_REPOSITORY) private readonly requests: PasswordResetRequestRepository,
    @inject(SESSION_REPOSITORY) private readonly sessions: SessionRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(SessionIssuer) private readonly issuer: SessionIssuer,
    @inject(OneTimeLinkMailer) private readonly links: OneTimeLinkMailer,
    @inject(LOGIN_RATE_LIMITS) private readonly loginLimits: LoginRateLimits,
  ) {}

  async forgot(usernameOrEmail: string): Promise<E.Either<AppError, { message: string }>> {
    const valid = validateForgotPassword(usernameOrEmail);
    if (E.isLeft(valid)) return E.left(fromRule(valid.left));
    const input = valid.right;
    const user =
      (await this.users.findByUsername(input)) ??
      (input.includes('@') ? await this.users.findByEmail(input) : null);
    if (user?.email && user.emailVerified) await this.links.send('reset_password', user, user.email);
    else if (user) await this.requests.open(this.random.uuid(), user.id);
    return E.right({ message: FORGOT_PASSWORD_MESSAGE });
  }

  async reset(token: string, newPassword: string): Promise<E.Either<AppError, LoginResponse>> {
    // The password is checked before the link is spent: a weak password must not burn a good link.
    const valid = validatePassword(newPassword, 'newPassword');
    if (E.isLeft(valid)) return E.left(fromRule(valid.left));
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const used = await this.tokens.consume(hashToken(token), 'reset_password', now);
      const user = used ? await this.users.findById(used.userId) : null;
      // A link mailed to an address the player has since replaced or removed grants nothing.
      const stillTheirs = user?.emailVerified && user.email?.toLowerCase() === used?.email?.toLowerCase();
      if (!user || !stillTheirs) return E.left(invalidLink());
      // Hashed only now: a made-up token costs the server a lookup, not an argon2 computation.
      const passwordHash = await this.hasher.hash(newPassword);
      await this.users.updatePassword(user.id, passwordHash);
      await this.sessions.revokeUserFamilies(user.id, now);
      // The mailed link is the slower path past the waits of a guessed account: they end here.
      for (const name of signInNames(user)) await this.loginLimits.perAccount.clear(name);
      const updated = { ...user, passwordHash, forcePasswordReset: false };
      return E.right({ ...(await this.issuer.start(updated)), user: toUserView(updated) });
    });
  }
}
