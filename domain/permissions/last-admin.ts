import { ROLES, type Role } from './permission-policy';

// DESIGN 11: an instance never loses its last admin, by any path, and an admin does not delete themself
// in the control panel (their own account page does that, with its own confirmation).

export type RoleAction = 'add' | 'remove';

/** The roles after the change, in the table's order, each once. */
export const rolesAfter = (roles: readonly Role[], role: Role, action: RoleAction): Role[] =>
  ROLES.filter((candidate) => (candidate === role ? action === 'add' : roles.includes(candidate)));

const isLastAdmin = (userId: string, adminIds: readonly string[]) =>
  adminIds.length === 1 && adminIds[0] === userId;

/** Why a role change is refused, given the ids of every admin now; null when it may go ahead. */
export const roleChangeRefusal = (
  targetId: string,
  role: Role,
  action: RoleAction,
  adminIds: readonly string[],
): 'LAST_ADMIN' | null =>
  role === 'admin' && action === 'remove' && isLastAdmin(targetId, adminIds) ? 'LAST_ADMIN' : null;

/** Why deleting a user is refused; null when it may go ahead. */
export const deletionRefusal = (
  actorId: string | null,
  targetId: string,
  adminIds: readonly string[],
): 'CANNOT_DELETE_SELF' | 'LAST_ADMIN' | null => {
  if (actorId === targetId) return 'CANNOT_DELETE_SELF';
  return isLastAdmin(targetId, adminIds) ? 'LAST_ADMIN' : null;
};

/** Why deleting one's own account is refused (issue 30: the last admin could); null when it may go ahead. */
export const ownDeletionRefusal = (userId: string, adminIds: readonly string[]): 'LAST_ADMIN' | null =>
  isLastAdmin(userId, adminIds) ? 'LAST_ADMIN' : null;
