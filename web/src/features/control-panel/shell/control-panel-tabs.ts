import { can, type Capability } from '../../../../../domain/permissions/permission-policy';

// The control panel's tabs and sub-tabs (DESIGN 11) and who sees them. The permission table decides:
// a tab the caller's roles cannot use is not shown, and its address leads to the first tab they can use.

export interface TabDefinition {
  readonly id: string;
  readonly capability: Capability;
  /** Sub-tabs with their own address; the first is the default. Empty: the tab routes inside itself. */
  readonly subtabs: readonly string[];
}

export const CONTROL_PANEL_TABS = [
  { id: 'games', capability: 'games', subtabs: [] },
  { id: 'categories', capability: 'categories', subtabs: ['bank', 'suggestions'] },
  { id: 'users', capability: 'users', subtabs: ['list', 'reset-requests'] },
  {
    id: 'statistics',
    capability: 'statistics',
    subtabs: ['overview', 'daily-players', 'reviews', 'puzzles', 'analytics'],
  },
  { id: 'scores', capability: 'scores', subtabs: [] },
  { id: 'messages', capability: 'messages', subtabs: [] },
  { id: 'news', capability: 'news', subtabs: [] },
  { id: 'email', capability: 'email', subtabs: [] },
  { id: 'management', capability: 'systemSettings', subtabs: ['system-settings', 'branding'] },
  { id: 'audit', capability: 'audit', subtabs: [] },
] as const satisfies readonly TabDefinition[];

export type TabId = (typeof CONTROL_PANEL_TABS)[number]['id'];
export type SubtabId = (typeof CONTROL_PANEL_TABS)[number]['subtabs'][number];

export const CONTROL_PANEL_PATH = '/control-panel';
export const tabPath = (tab: TabId, subtab?: string): string =>
  `${CONTROL_PANEL_PATH}/${tab}${subtab === undefined ? '' : `/${subtab}`}`;

export const visibleTabs = (roles: readonly string[]): readonly TabDefinition[] =>
  CONTROL_PANEL_TABS.filter((tab) => can(roles, tab.capability));

export type TabRoute =
  | { readonly kind: 'show'; readonly tab: TabId; readonly subtab: string | undefined }
  | { readonly kind: 'redirect'; readonly to: string };

/**
 * What `/control-panel/:tab/:subtab?` shows: an unknown or forbidden tab leads to the first tab the roles
 * may use (games for every editor); a tab with sub-tabs opens its first one, and an unknown sub-tab too.
 * Tabs without declared sub-tabs (games) read the sub-tab themselves.
 */
export function resolveTabRoute(
  roles: readonly string[],
  tab: string | undefined,
  subtab?: string,
): TabRoute {
  const tabs = visibleTabs(roles);
  const found = tabs.find((candidate) => candidate.id === tab);
  if (found === undefined) {
    const first = tabs[0];
    return { kind: 'redirect', to: first === undefined ? '/' : tabPath(first.id as TabId) };
  }
  const id = found.id as TabId;
  if (found.subtabs.length === 0) return { kind: 'show', tab: id, subtab };
  if (subtab !== undefined && found.subtabs.includes(subtab)) return { kind: 'show', tab: id, subtab };
  return { kind: 'redirect', to: tabPath(id, found.subtabs[0]) };
}
