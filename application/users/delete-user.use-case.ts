import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { DeleteUserAnswer } from '../../contracts/manage-users.codec';
import { deletionRefusal } from '../../domain/permissions/last-admin';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import type { AppError } from '../errors/app-error';
import { ACCOUNT_ERASER, type AccountEraser } from '../ports/account-eraser.port';
import { ADMIN_ROSTER, type AdminRoster } from '../ports/admin-roster.port';
import { MANAGED_USER_REPOSITORY, type ManagedUserRepository } from '../ports/managed-user.repository';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { cannotDeleteSelf, lastAdmin, userNotFound } from './user-administration-errors';
import { userAuditSnapshot } from './managed-user-view';

/** DELETE /manage/users/{id}: exactly what account deletion deletes, with the same summary. */
@injectable()
export class DeleteUser {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(MANAGED_USER_REPOSITORY) private readonly users: ManagedUserRepository,
    @inject(ADMIN_ROSTER) private readonly admins: AdminRoster,
    @inject(ACCOUNT_ERASER) private readonly eraser: AccountEraser,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  execute(userId: string, actor: Actor): Promise<E.Either<AppError, DeleteUserAnswer>> {
    return runEither(this.unitOfWork, async () => {
      const adminIds = await this.admins.lockAdmins();
      const user = await this.users.find(userId);
      if (!user) return E.left(userNotFound());
      const refusal = deletionRefusal(actor.id, user.id, adminIds);
      if (refusal === 'CANNOT_DELETE_SELF') return E.left(cannotDeleteSelf());
      if (refusal === 'LAST_ADMIN') return E.left(lastAdmin());
      const deletedData = await this.eraser.erase(user.id);
      await this.audit.record({
        actor,
        action: 'user.delete',
        entity: 'user',
        entityId: user.id,
        before: { ...userAuditSnapshot(user), email: user.email, gamesPlayed: user.gamesPlayed },
        after: { deletedData },
      });
      return E.right({ message: 'User deleted', deletedData });
    });
  }
}
