import { PAGE_SIZES } from '../../../../../../domain/constants/page-sizes.constants';
import type { StatisticsPeriod } from '../../../../../../domain/statistics/statistics-period';
import type {
  ActiveSessionsAnswer,
  CategoriesOfDateAnswer,
  CombinationsAnswer,
  DailyPlayersAnswer,
  GameReviewsAnswer,
  UserStatsAnswer,
} from '../../../../../../contracts/manage-statistics.codec';
import type { ApiClient } from '../../../../lib/api';

// The statistics tab's reads (admin spec 7 "Statistics and scores", DESIGN 11): every call is an
// editor's, so without tokens it fails at once, without a call. Shapes come in as types only.

/** Rows per page of the daily players (admin spec 9). */
export const DAILY_PLAYERS_PAGE_SIZE = PAGE_SIZES.dailyPlayers;
/** Rows per page of the reviews' days. */
export const REVIEW_DAYS_PAGE_SIZE = 20;

export interface ReviewsQuery {
  period: StatisticsPeriod;
  page: number;
  /** YYYY-MM-DD, or '' for every date of the period. */
  searchDate: string;
}

const query = (entries: Record<string, string | number>): string =>
  new URLSearchParams(
    Object.entries(entries)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

const dated = (path: string, date: string) => `${path}/${encodeURIComponent(date)}`;

export function createStatisticsApi(client: ApiClient) {
  const editor = { auth: 'required' } as const;
  return {
    activeSessions: (signal?: AbortSignal): Promise<ActiveSessionsAnswer> =>
      client.get('/manage/stats/active-sessions', { ...editor, signal }),

    userStats: (period: StatisticsPeriod, signal?: AbortSignal): Promise<UserStatsAnswer> =>
      client.get(`/manage/users/stats?${query({ period })}`, { ...editor, signal }),

    dailyPlayers: (
      period: StatisticsPeriod,
      page: number,
      signal?: AbortSignal,
    ): Promise<DailyPlayersAnswer> =>
      client.get(`/manage/stats/daily-players?${query({ page, limit: DAILY_PLAYERS_PAGE_SIZE, period })}`, {
        ...editor,
        signal,
      }),

    reviews: ({ period, page, searchDate }: ReviewsQuery, signal?: AbortSignal): Promise<GameReviewsAnswer> =>
      client.get(`/game-reviews?${query({ page, limit: REVIEW_DAYS_PAGE_SIZE, period, searchDate })}`, {
        ...editor,
        signal,
      }),

    categoriesOf: (date: string, signal?: AbortSignal): Promise<CategoriesOfDateAnswer> =>
      client.get(dated('/manage/stats/categories', date), { ...editor, signal }),

    combinationsOf: (date: string, page: number, signal?: AbortSignal): Promise<CombinationsAnswer> =>
      client.get(`${dated('/manage/combinations', date)}?${query({ page })}`, { ...editor, signal }),
  };
}

export type StatisticsApi = ReturnType<typeof createStatisticsApi>;
