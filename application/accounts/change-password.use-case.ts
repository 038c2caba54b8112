import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { validateChangePassword } from '../../domain/validation/change-password';
import { fromRule, type AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import { ONE_TIME_TOKEN_REPOSITORY, type OneTimeTokenRepository } from '../ports/one-time-token.repository';
import { PASSWORD_HASHER, type PasswordHasher } from '../ports/password-hasher.port';
import { SESSION_REPOSITORY, type SessionRepository } from '../ports/session.repository';
import { USER_REPOSITORY, type User, type UserRepository } from '../ports/user.repository';
import { passwordIncorrect } from './account-errors';

export interface ChangePasswordInput {
  currentPassword?: string;
  newPassword: string;
}

/**
 * A new password; the current one is asked for unless an admin reset forces the change. Every other session
 * of the player ends: whoever knew the old password is signed out everywhere but here.
 */
@injectable()
export class ChangePassword {
  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(SESSION_REPOSITORY) private readonly sessions: SessionRepository,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(ONE_TIME_TOKEN_REPOSITORY) private readonly tokens: OneTimeTokenRepository,
  ) {}

  async execute(
    user: User,
    sessionId: string,
    input: ChangePasswordInput,
  ): Promise<E.Either<AppError, void>> {
    const requireCurrent = !user.forcePasswordReset;
    const valid = validateChangePassword({ ...input, requireCurrent });
    if (E.isLeft(valid)) return E.left(fromRule(valid.left));
    if (requireCurrent && !(await this.hasher.verify(user.passwordHash, valid.right.currentPassword ?? ''))) {
      return E.left(passwordIncorrect());
    }
    await this.users.updatePassword(user.id, await this.hasher.hash(valid.right.newPassword));
    await this.sessions.revokeUserFamilies(user.id, this.clock.now(), sessionId);
    // A reset link asked for before the change would undo it.
    await this.tokens.discard(user.id, 'reset_password');
    return E.right(undefined);
  }
}
