import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import { ONE_TIME_TOKEN_REPOSITORY, type OneTimeTokenRepository } from '../ports/one-time-token.repository';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { USER_REPOSITORY, type UserRepository } from '../ports/user.repository';
import { invalidLink } from './account-errors';
import { OneTimeLinkMailer } from './one-time-link-mailer';
import { hashToken } from './token-hash';

/** Follows a verification link (single use, 24 h), and sends a new one on request. */
@injectable()
export class VerifyEmail {
  constructor(
    @inject(ONE_TIME_TOKEN_REPOSITORY) private readonly tokens: OneTimeTokenRepository,
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(OneTimeLinkMailer) private readonly links: OneTimeLinkMailer,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * The link is spent and the address verified in one transaction: if the verification cannot be written
   * (the store busy, a 503), the link still works when the player tries again.
   */
  async verify(token: string): Promise<E.Either<AppError, { username: string }>> {
    return runEither(this.unitOfWork, async () => {
      const used = await this.tokens.consume(hashToken(token), 'verify_email', this.clock.now());
      // A link to an address the player has since replaced verifies nothing.
      if (!used?.email || !(await this.users.markEmailVerified(used.userId, used.email)))
        return E.left(invalidLink());
      const user = await this.users.findById(used.userId);
      return user ? E.right({ username: user.username }) : E.left(invalidLink());
    });
  }

  /** Answers the same whether or not the address belongs to anyone: nothing is learnt from it. */
  async resend(email: string): Promise<void> {
    const user = await this.users.findByEmail(email.trim());
    if (user?.email && !user.emailVerified) await this.links.send('verify_email', user, user.email);
  }
}
