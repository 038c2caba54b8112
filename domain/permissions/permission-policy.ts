export const ROLES = ['admin', 'gameManager'] as const;
export type Role = (typeof ROLES)[number];

/**
 * DESIGN 7, the one permission table: which roles may use each control-panel capability. The server
 * checks every call against it; the browser reads it only to hide what would be refused anyway.
 */
export const PERMISSIONS = {
  games: ['admin', 'gameManager'],
  categories: ['admin', 'gameManager'],
  suggestions: ['admin', 'gameManager'],
  news: ['admin', 'gameManager'],
  messages: ['admin', 'gameManager'],
  statistics: ['admin', 'gameManager'],
  users: ['admin'],
  roles: ['admin'],
  scores: ['admin'],
  recalculation: ['admin'],
  email: ['admin'],
  systemSettings: ['admin'],
  branding: ['admin'],
  ads: ['admin'],
  audit: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof PERMISSIONS;
export const CAPABILITIES = Object.keys(PERMISSIONS) as Capability[];

/** Roles arrive as stored strings; unknown ones grant nothing. */
export const can = (roles: readonly string[], capability: Capability): boolean =>
  (PERMISSIONS[capability] as readonly string[]).some((role) => roles.includes(role));

export const capabilitiesOf = (roles: readonly string[]): Capability[] =>
  CAPABILITIES.filter((capability) => can(roles, capability));

/** The control panel opens for anyone holding at least one capability of the table. */
export const canEnterControlPanel = (roles: readonly string[]): boolean => capabilitiesOf(roles).length > 0;

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
