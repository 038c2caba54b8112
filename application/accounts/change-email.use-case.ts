import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { UserView } from '../../contracts/auth.codec';
import { validateEmail } from '../../domain/validation/email';
import { fromRule, type AppError } from '../errors/app-error';
import { ONE_TIME_TOKEN_REPOSITORY, type OneTimeTokenRepository } from '../ports/one-time-token.repository';
import { USER_REPOSITORY, type User, type UserRepository } from '../ports/user.repository';
import { emailTaken, userNotFound } from './account-errors';
import { OneTimeLinkMailer } from './one-time-link-mailer';
import { toUserView } from './user-view';

/** Sets a new address (unverified until its link is followed, which is mailed now) or removes it. */
@injectable()
export class ChangeEmail {
  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(OneTimeLinkMailer) private readonly links: OneTimeLinkMailer,
    @inject(ONE_TIME_TOKEN_REPOSITORY) private readonly tokens: OneTimeTokenRepository,
  ) {}

  async set(user: User, requested: string): Promise<E.Either<AppError, UserView>> {
    const valid = validateEmail(requested);
    if (E.isLeft(valid)) return E.left(fromRule(valid.left));
    // The address the player already has: nothing to change, and a verified one stays verified.
    if (user.email?.toLowerCase() === valid.right.toLowerCase()) return this.view(user.id);
    const outcome = await this.users.updateEmail(user.id, valid.right);
    if (outcome === 'email_taken') return E.left(emailTaken());
    // Links mailed to the old address stop working: it is no longer the player's.
    await this.tokens.discard(user.id, 'reset_password');
    await this.links.send('verify_email', user, valid.right);
    return this.view(user.id);
  }

  async remove(user: User): Promise<E.Either<AppError, UserView>> {
    await this.users.updateEmail(user.id, null);
    await Promise.all([
      this.tokens.discard(user.id, 'reset_password'),
      this.tokens.discard(user.id, 'verify_email'),
    ]);
    return this.view(user.id);
  }

  private async view(id: string): Promise<E.Either<AppError, UserView>> {
    const updated = await this.users.findById(id);
    return updated ? E.right(toUserView(updated)) : E.left(userNotFound());
  }
}
