import type { GroupView } from '../../../../../contracts/social.codec';
import { useRemote, type RemoteState } from '../../../lib/use-remote';
import { isGroupCode } from '../model/group-form';
import { mergeGroups } from '../model/my-groups';
import { GROUPS } from './group-reads';
import { useGroupsApi } from './use-groups-api';

/**
 * The group of a `/groups/:groupCode` address: looked up by its code, or, for a group without a code, found
 * among my own groups by its id. Null when there is no such group. `reference` null: not signed in yet.
 */
export function useGroup(reference: string | null): RemoteState<GroupView | null> {
  const api = useGroupsApi();
  return useRemote(reference === null ? null : [GROUPS, 'by-reference', reference], async (signal) => {
    if (reference === null) return null;
    if (isGroupCode(reference)) return api.byCode(reference, signal);
    const [owned, joined] = await Promise.all([api.owned(signal), api.joined(signal)]);
    return mergeGroups(owned, joined).find((group) => group.id === reference) ?? null;
  });
}
