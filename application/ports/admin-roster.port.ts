/**
 * The instance's admins, for the rule that it never loses its last one (DESIGN 11): by a role change, a
 * deletion in the control panel, or an admin deleting their own account.
 */
export interface AdminRoster {
  /**
   * The ids of every admin, their rows held until the transaction ends: two admins removing each other at
   * once run one after the other, so the second sees the first's change and the last admin stays.
   */
  lockAdmins(): Promise<string[]>;
}

export const ADMIN_ROSTER = Symbol.for('AdminRoster');
