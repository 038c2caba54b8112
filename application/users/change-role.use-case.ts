import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ManagedUserView, RoleChangeRequest } from '../../contracts/manage-users.codec';
import { roleChangeRefusal, rolesAfter } from '../../domain/permissions/last-admin';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import type { AppError } from '../errors/app-error';
import { ADMIN_ROSTER, type AdminRoster } from '../ports/admin-roster.port';
import { MANAGED_USER_REPOSITORY, type ManagedUserRepository } from '../ports/managed-user.repository';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { lastAdmin, userNotFound } from './user-administration-errors';
import { toManagedUserView, userAuditSnapshot } from './managed-user-view';

/**
 * PUT /manage/users/{id}/role: adds or removes admin or gameManager. Roles are read from the store on every
 * request (Authenticate), so the change applies to the user's next request; their tokens stay valid.
 */
@injectable()
export class ChangeRole {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(MANAGED_USER_REPOSITORY) private readonly users: ManagedUserRepository,
    @inject(ADMIN_ROSTER) private readonly admins: AdminRoster,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  execute(
    userId: string,
    change: RoleChangeRequest,
    actor: Actor,
  ): Promise<E.Either<AppError, ManagedUserView>> {
    return runEither(this.unitOfWork, async () => {
      const adminIds = await this.admins.lockAdmins();
      const user = await this.users.find(userId);
      if (!user) return E.left(userNotFound());
      if (roleChangeRefusal(user.id, change.role, change.action, adminIds)) return E.left(lastAdmin());
      const roles = rolesAfter(user.roles, change.role, change.action);
      if (roles.join() === user.roles.join()) return E.right(toManagedUserView(user));
      await this.users.setRoles(user.id, roles);
      const changed = { ...user, roles };
      await this.audit.record({
        actor,
        action: `user.role.${change.action}`,
        entity: 'user',
        entityId: user.id,
        before: userAuditSnapshot(user),
        after: userAuditSnapshot(changed),
      });
      return E.right(toManagedUserView(changed));
    });
  }
}
