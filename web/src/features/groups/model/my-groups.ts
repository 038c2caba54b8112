import type { GroupView } from '../../../../../contracts/social.codec';

const byName = (a: GroupView, b: GroupView) => a.name.localeCompare(b.name);

/** The groups I own, then those I only belong to, each by name; a group in both lists once. */
export function mergeGroups(owned: readonly GroupView[], joined: readonly GroupView[]): GroupView[] {
  const ownedIds = new Set(owned.map((group) => group.id));
  const others = joined.filter((group) => !ownedIds.has(group.id) && !group.isOwner);
  return [...[...owned].sort(byName), ...others.sort(byName)];
}

/** A group's address: by its code, which members share; a group without one by its id. */
export const groupPath = (group: Pick<GroupView, 'id' | 'groupCode'>): string =>
  `/groups/${encodeURIComponent(group.groupCode ?? group.id)}`;
