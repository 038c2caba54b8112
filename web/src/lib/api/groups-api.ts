import { PAGE_SIZES } from '../../../../domain/constants/page-sizes.constants';
import type { DayScoresPage, DaysPage, PlayersPage } from '../../../../contracts/scoreboard.codec';
import type {
  GroupAnswer,
  GroupMember,
  GroupMembersAnswer,
  GroupsAnswer,
  GroupView,
} from '../../../../contracts/social.codec';
import type { ApiClient } from './api-client';
import { orNull, pathDate } from './answers';
import { pageQuery, queryString, type Sorting } from './scoreboard-api';

// Typed /groups calls (player spec 7 "Groups"). Every one needs a signed-in player.

export interface NewGroup {
  name: string;
  /** Absent: a group without a join code. */
  groupCode?: string;
}

const segment = encodeURIComponent;

export function createGroupsApi(client: ApiClient) {
  const user = { auth: 'required' } as const;
  const get = <T>(path: string, signal?: AbortSignal) => client.get<T>(path, { ...user, signal });
  const group = (id: string) => `/groups/${segment(id)}`;

  return {
    /** Null when no group has this code. */
    byCode: async (code: string, signal?: AbortSignal): Promise<GroupView | null> =>
      (await orNull(get<GroupAnswer>(`/groups/code/${segment(code)}`, signal)))?.group ?? null,

    /** The groups the caller owns. */
    owned: async (signal?: AbortSignal): Promise<GroupView[]> =>
      (await get<GroupsAnswer>('/groups', signal)).groups,

    /** The groups the caller is a member of. */
    joined: async (signal?: AbortSignal): Promise<GroupView[]> =>
      (await get<GroupsAnswer>('/groups/user', signal)).groups,

    create: async (group: NewGroup): Promise<GroupView> =>
      (await client.post<GroupAnswer>('/groups', group, user)).group,

    /** Owner only. */
    remove: (code: string): Promise<unknown> => client.delete(`/groups/code/${segment(code)}`, user),

    members: async (groupId: string, signal?: AbortSignal): Promise<GroupMember[]> =>
      (await get<GroupMembersAnswer>(`${group(groupId)}/users`, signal)).users,

    /** Owner only. */
    addMember: (groupId: string, userId: string): Promise<unknown> =>
      client.post(`${group(groupId)}/users`, { userId }, user),

    /** Owner only. */
    removeMember: (groupId: string, userId: string): Promise<unknown> =>
      client.delete(`${group(groupId)}/users/${segment(userId)}`, user),

    /** Joining needs the group's code as well as its id. */
    join: (groupId: string, groupCode: string): Promise<unknown> =>
      client.post(`${group(groupId)}/users/self`, { groupCode }, user),

    leave: (groupId: string): Promise<unknown> => client.delete(`${group(groupId)}/users/self`, user),

    players: (groupId: string, page: number, sorting: Sorting, signal?: AbortSignal): Promise<PlayersPage> =>
      get(
        `${group(groupId)}/scoreboard/players${queryString({ ...pageQuery(page, PAGE_SIZES.groupPlayers), ...sorting })}`,
        signal,
      ),

    days: (groupId: string, page: number, signal?: AbortSignal): Promise<DaysPage> =>
      get(
        `${group(groupId)}/scoreboard/days${queryString(pageQuery(page, PAGE_SIZES.scoreboardDays))}`,
        signal,
      ),

    day: (groupId: string, date: string, page: number, signal?: AbortSignal): Promise<DayScoresPage> =>
      get(
        `${group(groupId)}/scoreboard/days/${pathDate(date)}${queryString(pageQuery(page, PAGE_SIZES.dayDetails))}`,
        signal,
      ),
  };
}

export type GroupsApi = ReturnType<typeof createGroupsApi>;
