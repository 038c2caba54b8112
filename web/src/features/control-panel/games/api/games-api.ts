import type {
  AvailableDatesAnswer,
  CreateGameRequest,
  DateAnswer,
  GameCalendarAnswer,
  ImportGamesAnswer,
  ManagedGameAnswer,
  ManagedGamesAnswer,
  ManagedGameStatus,
  ManagedGameView,
  RecentUsageAnswer,
  ReorderGamesAnswer,
  UpdateGameRequest,
} from '../../../../../../contracts/manage-games.codec';
import type {
  BankCategoryAnswer,
  BankCategoryView,
  BankSearchAnswer,
} from '../../../../../../contracts/category-bank.codec';
import type { ApiClient } from '../../../../lib/api';

// Typed /manage/games calls of the control panel (admin spec 7 "Games", DESIGN 11). Every call is an
// editor's: without tokens it fails at once. The fallbacks are the spec's texts (admin spec 8), used as the
// error's message when the server gives none; the screens show their own translations by code.

export const GAMES_FALLBACK = {
  fetch: 'Failed to fetch games',
  nextDate: 'Failed to fetch next available date',
  create: 'Failed to create game',
  update: 'Failed to update game',
  delete: 'Failed to delete game',
  publish: 'Failed to publish game',
} as const;

/** Spec 9: the managed games come ten to a page. */
export const GAMES_PAGE_SIZE = 10;

const path = (value: string) => encodeURIComponent(value);

export function createGamesApi(client: ApiClient) {
  const editor = { auth: 'required' } as const;
  const failing = (fallbackMessage: string, signal?: AbortSignal) => ({ ...editor, fallbackMessage, signal });

  return {
    /** Upcoming, published and past come a page at a time; drafts are one list (the page is ignored). */
    byStatus: (status: ManagedGameStatus, page: number, signal?: AbortSignal): Promise<ManagedGamesAnswer> =>
      client.get(
        `/manage/games/status/${path(status)}?page=${page}&limit=${GAMES_PAGE_SIZE}`,
        failing(GAMES_FALLBACK.fetch, signal),
      ),

    async game(id: string, signal?: AbortSignal): Promise<ManagedGameView> {
      const answer = await client.get<ManagedGameAnswer>(
        `/manage/games/${path(id)}`,
        failing(GAMES_FALLBACK.fetch, signal),
      );
      return answer.game;
    },

    async nextDate(signal?: AbortSignal): Promise<string> {
      const answer = await client.get<DateAnswer>(
        '/manage/games/next-date',
        failing(GAMES_FALLBACK.nextDate, signal),
      );
      return answer.date;
    },

    async availableDates(signal?: AbortSignal): Promise<string[]> {
      const answer = await client.get<AvailableDatesAnswer>('/manage/available-dates', { ...editor, signal });
      return answer.dates;
    },

    calendar: (from: string, to: string, signal?: AbortSignal): Promise<GameCalendarAnswer> =>
      client.get(`/manage/games/calendar?from=${path(from)}&to=${path(to)}`, { ...editor, signal }),

    /** `gameId`: the edited game, whose own words are not "recent use". */
    recentUsage: (date: string, gameId: string | null, signal?: AbortSignal): Promise<RecentUsageAnswer> =>
      client.get(
        `/manage/games/recent-usage?date=${path(date)}${gameId === null ? '' : `&gameId=${path(gameId)}`}`,
        { ...editor, signal },
      ),

    async create(request: CreateGameRequest): Promise<ManagedGameView> {
      const answer = await client.post<ManagedGameAnswer>(
        '/manage/games',
        request,
        failing(GAMES_FALLBACK.create),
      );
      return answer.game;
    },

    async update(id: string, request: UpdateGameRequest): Promise<ManagedGameView> {
      const answer = await client.put<ManagedGameAnswer>(
        `/manage/games/${path(id)}`,
        request,
        failing(GAMES_FALLBACK.update),
      );
      return answer.game;
    },

    async publish(id: string, version: number): Promise<ManagedGameView> {
      const answer = await client.post<ManagedGameAnswer>(
        `/manage/games/${path(id)}/publish`,
        { version },
        failing(GAMES_FALLBACK.publish),
      );
      return answer.game;
    },

    async unpublish(id: string, version: number): Promise<ManagedGameView> {
      const answer = await client.post<ManagedGameAnswer>(
        `/manage/games/${path(id)}/unpublish`,
        { version },
        failing(GAMES_FALLBACK.update),
      );
      return answer.game;
    },

    /** `version`, when known, guards against deleting a game someone changed since it was read. */
    async remove(id: string, version?: number): Promise<void> {
      const query = version === undefined ? '' : `?version=${version}`;
      await client.delete(`/manage/games/${path(id)}${query}`, failing(GAMES_FALLBACK.delete));
    },

    async reorderable(signal?: AbortSignal): Promise<ManagedGameView[]> {
      const answer = await client.get<ReorderGamesAnswer>(
        '/manage/games/reorder',
        failing(GAMES_FALLBACK.fetch, signal),
      );
      return answer.games;
    },

    /** The listed games take the same set of dates, earliest first, in this order. */
    async reorder(gameIds: readonly string[]): Promise<ManagedGameView[]> {
      const answer = await client.post<ReorderGamesAnswer>(
        '/manage/games/reorder',
        { gameIds: [...gameIds] },
        failing(GAMES_FALLBACK.update),
      );
      return answer.games;
    },

    /** The parsed `npm run games:import` file, sent as it is: the server checks it all or nothing. */
    importGames: (file: unknown): Promise<ImportGamesAnswer> =>
      client.post('/manage/games/import', file, { ...editor }),

    /** The categories bank and approved suggestions, matched by name and words. */
    async searchCategories(query: string, signal?: AbortSignal): Promise<BankCategoryView[]> {
      const answer = await client.get<BankSearchAnswer>(`/categories/search?q=${path(query)}`, {
        ...editor,
        signal,
      });
      return answer.categories;
    },

    /** One bank entry with where it was used (a stored slot's history). */
    async bankCategory(id: string, signal?: AbortSignal): Promise<BankCategoryView> {
      const answer = await client.get<BankCategoryAnswer>(`/manage/single-categories/${path(id)}`, {
        ...editor,
        signal,
      });
      return answer.category;
    },
  };
}

export type GamesApi = ReturnType<typeof createGamesApi>;
