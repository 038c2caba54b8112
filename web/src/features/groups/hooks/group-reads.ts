import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RemoteKey } from '../../../lib/use-remote';

/** Every read about groups starts with this: my groups, a group found by its code, a group's own reads. */
export const GROUPS = 'groups';

/** A group's own reads (members, players, days) follow this key. */
export const groupKey = (groupId: string): RemoteKey => [GROUPS, 'group', groupId];

/**
 * After a change to groups or their members (created, joined, left, a member added or removed): every
 * screen showing groups reads them again, the scoreboard's group filter included.
 */
export function useGroupsChanged(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: [GROUPS] }), [queryClient]);
}
