import type { GroupView } from '../../../../../contracts/social.codec';
import { useRemote, type RemoteState } from '../../../lib/use-remote';
import { mergeGroups } from '../model/my-groups';
import { GROUPS } from './group-reads';
import { useGroupsApi } from './use-groups-api';

/** Every group I own or belong to, owned first; read only while `needed`. */
export function useMyGroups(needed = true): RemoteState<GroupView[]> {
  const api = useGroupsApi();
  return useRemote(needed ? [GROUPS, 'mine'] : null, async (signal) => {
    const [owned, joined] = await Promise.all([api.owned(signal), api.joined(signal)]);
    return mergeGroups(owned, joined);
  });
}
