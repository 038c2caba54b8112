import type { ManagedUserView } from '../../contracts/manage-users.codec';
import type { ManagedUser } from '../ports/managed-user.repository';

export const toManagedUserView = (user: ManagedUser): ManagedUserView => ({
  id: user.id,
  username: user.username,
  email: user.email,
  emailVerified: user.emailVerified,
  roles: user.roles,
  createdAt: user.createdAt.toISOString(),
  lastPlayed: user.lastPlayed,
  gamesPlayed: user.gamesPlayed,
  forcePasswordReset: user.forcePasswordReset,
  isPermanentlyAdFree: user.isPermanentlyAdFree,
  adFreeUntil: user.adFreeUntil?.toISOString() ?? null,
});

/** What the audit keeps of a user: the fields an admin changes, not the password hash. */
export const userAuditSnapshot = (user: ManagedUser) => ({
  username: user.username,
  roles: user.roles,
  forcePasswordReset: user.forcePasswordReset,
  isPermanentlyAdFree: user.isPermanentlyAdFree,
  adFreeUntil: user.adFreeUntil?.toISOString() ?? null,
});
