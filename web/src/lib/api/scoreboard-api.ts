import { FIRST_PAGE, PAGE_SIZES } from '../../../../domain/constants/page-sizes.constants';
import type {
  DayScoresPage,
  DaysPage,
  FollowListAnswer,
  OwnScoresPage,
  PlayersPage,
  PreviousDaysPage,
  ScoreboardFilter,
  ScoreboardPreferences,
  SortKey,
  SortOrder,
  TodayHighScore,
  UserSearchAnswer,
} from '../../../../contracts/scoreboard.codec';
import type { ApiClient } from './api-client';
import { pathDate } from './answers';

// Typed /scoreboard calls (player spec 7 "Scoreboard"). Every one needs a signed-in player.

export interface Sorting {
  sortBy: SortKey;
  sortOrder: SortOrder;
}

export interface PlayersQuery extends Sorting {
  page: number;
  filter: ScoreboardFilter;
  /** Only with the groups filter: whose members are ranked. */
  selectedGroupId: string | null;
}

export interface PreviousDaysQuery {
  page: number;
  limit: number;
  unplayedOnly: boolean;
}

type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=x` from the defined values, in the order given; empty without any. */
export function queryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export const pageQuery = (page: number, limit: number) => ({ page: Math.max(FIRST_PAGE, page), limit });

export function createScoreboardApi(client: ApiClient) {
  const user = { auth: 'required' } as const;
  const get = <T>(path: string, signal?: AbortSignal) => client.get<T>(path, { ...user, signal });

  return {
    days: (page: number, signal?: AbortSignal): Promise<DaysPage> =>
      get(`/scoreboard/days${queryString(pageQuery(page, PAGE_SIZES.scoreboardDays))}`, signal),

    day: (date: string, page: number, signal?: AbortSignal): Promise<DayScoresPage> =>
      get(`/scoreboard/days/${pathDate(date)}${queryString(pageQuery(page, PAGE_SIZES.dayDetails))}`, signal),

    todayHighScore: (signal?: AbortSignal): Promise<TodayHighScore> =>
      get('/scoreboard/today-high-score', signal),

    players: (query: PlayersQuery, signal?: AbortSignal): Promise<PlayersPage> => {
      const { page, sortBy, sortOrder, filter, selectedGroupId } = query;
      const params = {
        ...pageQuery(page, PAGE_SIZES.players),
        sortBy,
        sortOrder,
        filter,
        selectedGroupId: filter === 'groups' ? selectedGroupId : null,
      };
      return get(`/scoreboard/players${queryString(params)}`, signal);
    },

    /** "My list": the followed players and the caller, ranked. */
    personal: (page: number, sorting: Sorting, signal?: AbortSignal): Promise<PlayersPage> =>
      get(
        `/scoreboard/personal${queryString({ ...pageQuery(page, PAGE_SIZES.personal), ...sorting })}`,
        signal,
      ),

    /** One date's scores of the caller and the followed players. */
    personalByDate: (date: string, signal?: AbortSignal): Promise<DayScoresPage> =>
      get(`/scoreboard/personal/by-date/${pathDate(date)}`, signal),

    /** The caller's own game history, newest first. */
    ownScores: (page: number, signal?: AbortSignal): Promise<OwnScoresPage> =>
      get(`/scoreboard/players/personal${queryString(pageQuery(page, PAGE_SIZES.playerScores))}`, signal),

    previousDays: (query: PreviousDaysQuery, signal?: AbortSignal): Promise<PreviousDaysPage> =>
      get(
        `/scoreboard/previous-days${queryString({ ...pageQuery(query.page, query.limit), unplayedOnly: query.unplayedOnly })}`,
        signal,
      ),

    preferences: (signal?: AbortSignal): Promise<ScoreboardPreferences> =>
      get('/scoreboard/preferences', signal),

    savePreferences: (changes: Partial<ScoreboardPreferences>): Promise<ScoreboardPreferences> =>
      client.put('/scoreboard/preferences', changes, user),

    following: async (signal?: AbortSignal): Promise<FollowListAnswer['following']> =>
      (await get<FollowListAnswer>('/scoreboard/personal-list', signal)).following,

    /** The term must already be trimmed and long enough (domain `userSearchTerm`). */
    searchUsers: async (term: string, signal?: AbortSignal): Promise<UserSearchAnswer['users']> =>
      (await get<UserSearchAnswer>(`/scoreboard/personal-list/search${queryString({ query: term })}`, signal))
        .users,

    follow: (userId: string): Promise<unknown> =>
      client.post('/scoreboard/personal-list/add', { userId }, user),

    unfollow: (userId: string): Promise<unknown> =>
      client.delete(`/scoreboard/personal-list/remove/${encodeURIComponent(userId)}`, user),
  };
}

export type ScoreboardApi = ReturnType<typeof createScoreboardApi>;
