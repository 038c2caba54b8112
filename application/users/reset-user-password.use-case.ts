import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ResetPasswordAnswer, ResetRequestView } from '../../contracts/manage-users.codec';
import { temporaryPassword } from '../accounts/temporary-password';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import type { AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import { MANAGED_USER_REPOSITORY, type ManagedUserRepository } from '../ports/managed-user.repository';
import { PASSWORD_HASHER, type PasswordHasher } from '../ports/password-hasher.port';
import {
  PASSWORD_RESET_REQUEST_REPOSITORY,
  type PasswordResetRequestRepository,
} from '../ports/password-reset-request.repository';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { SESSION_REPOSITORY, type SessionRepository } from '../ports/session.repository';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { userNotFound } from './user-administration-errors';
import { toManagedUserView } from './managed-user-view';

/**
 * Password help for players without an address (DESIGN 7 and 11): the open requests, and the admin's
 * reset, which answers a temporary password once (only its hash is kept), forces a change at the next
 * sign-in, signs the user out everywhere and closes their requests.
 */
@injectable()
export class ResetUserPassword {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(MANAGED_USER_REPOSITORY) private readonly users: ManagedUserRepository,
    @inject(PASSWORD_RESET_REQUEST_REPOSITORY) private readonly requests: PasswordResetRequestRepository,
    @inject(SESSION_REPOSITORY) private readonly sessions: SessionRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  openRequests(): Promise<ResetRequestView[]> {
    return this.requests.listOpen();
  }

  async execute(userId: string, actor: Actor): Promise<E.Either<AppError, ResetPasswordAnswer>> {
    const password = temporaryPassword(this.random);
    // Hashing is slow on purpose: done before the transaction, which then holds no row while it runs.
    const passwordHash = await this.hasher.hash(password);
    return runEither(this.unitOfWork, async () => {
      const user = await this.users.find(userId);
      if (!user) return E.left(userNotFound());
      const now = this.clock.now();
      await this.users.forcePassword(user.id, passwordHash);
      await this.sessions.revokeUserFamilies(user.id, now);
      const resolved = await this.requests.resolve(user.id, now);
      await this.audit.record({
        actor,
        action: 'user.password.reset',
        entity: 'user',
        entityId: user.id,
        before: { forcePasswordReset: user.forcePasswordReset },
        after: { forcePasswordReset: true, requestsClosed: resolved },
      });
      return E.right({
        temporaryPassword: password,
        user: toManagedUserView({ ...user, forcePasswordReset: true }),
      });
    });
  }
}
