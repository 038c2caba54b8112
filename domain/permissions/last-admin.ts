import { ROLES, type Role } from './permission-policy';

// DESIGN 11: an instance never loses its last admin through the control panel, and an admin does not
// delete themself there (their own account page does that, with its own confirmation).

export type RoleAction = 'add' | 'remove';

/** The roles after the change, in the table's order, each once. */
export const rolesAfter = (roles: readonly Role[], role: Role, action: RoleAction): Role[] =>
  ROLES.filter((candidate) => (candidate === role ? action === 'add' : roles.includes(candidate)));

/** Why a role change is refused, given the ids of every admin now; null when it may go ahead. */
export const roleChangeRefusal = (
  targetId: string,
  role: Role,
  action: RoleAction,
  adminIds: readonly string[],
): 'LAST_ADMIN' | null =>
  role === 'admin' && action === 'remove' && adminIds.length === 1 && adminIds[0] === targetId
    ? 'LAST_ADMIN'
    : null;

/** Why deleting a user is refused; null when it may go ahead. */
export const deletionRefusal = (
  actorId: string | null,
  targetId: string,
  adminIds: readonly string[],
): 'CANNOT_DELETE_SELF' | 'LAST_ADMIN' | null => {
  if (actorId === targetId) return 'CANNOT_DELETE_SELF';
  return adminIds.length === 1 && adminIds[0] === targetId ? 'LAST_ADMIN' : null;
};
