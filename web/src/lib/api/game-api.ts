import type * as t from 'io-ts';
import type {
  CategoryDifficultyView,
  DailyGameResponse,
  FullCategory,
  GamePreferences,
  GamePreferencesRequest,
  GameResult,
  InitialDataResponse,
  PercentileResponse,
  PlayedStatus,
} from '../../../../contracts/game.codec';
import type { GameDaysResponse } from '../../../../contracts/game-days.codec';
import type { ApiClient } from './api-client';
import { pathDate } from './answers';
import { isCancelled } from './errors';
import { createPlayerGameApi, type PlayerGameApi, type PlayerKind } from './player-game-api';

// Typed /game, /game-reviews, /message and day-statistics calls (player spec 7). Guests and registered
// players reach the same game through different paths; `forPlayer` hides which, so screens ask once.

export interface MistakeEntry {
  words: string[];
  count: number;
}

export interface Review {
  gameDate: string;
  difficulty: number;
  funLevel: number;
  isDemo: boolean;
}

const at = pathDate;
const dateQuery = (date?: string) => (date === undefined ? '' : `?date=${at(date)}`);

export function createGameApi(client: ApiClient) {
  const user = { auth: 'required' } as const;
  return {
    forPlayer: (kind: PlayerKind): PlayerGameApi => createPlayerGameApi(client, kind),

    /** Open to guests; null when that day has no game (or it is still to come). */
    daily: (date?: string, signal?: AbortSignal): Promise<DailyGameResponse | null> =>
      client.getOrNull(date === undefined ? '/game/daily' : `/game/daily/${at(date)}`, { signal }),

    /**
     * Today in the instance's calendar, from the server (never the device's clock), whether or not today has
     * a game or a switch withholds it: the days list always says.
     */
    async today(signal?: AbortSignal): Promise<string> {
      return (await client.get<GameDaysResponse>('/game/days?limit=1', { ...user, signal })).today;
    },

    /** The published days up to today, newest first, before `before` (exclusive), with the player's state. */
    days(kind: PlayerKind, page: { before?: string; limit: number }, signal?: AbortSignal) {
      const before = page.before === undefined ? '' : `&before=${at(page.before)}`;
      const path = `${kind === 'guest' ? '/game/guest/days' : '/game/days'}?limit=${page.limit}${before}`;
      return client.get<GameDaysResponse>(path, { ...(kind === 'guest' ? {} : user), signal });
    },

    initialData: (date?: string, signal?: AbortSignal): Promise<InitialDataResponse> =>
      client.get(`/game/initial-data${dateQuery(date)}`, { ...user, signal }),

    played: (date?: string, signal?: AbortSignal): Promise<PlayedStatus> =>
      client.get(date === undefined ? '/game/played' : `/game/played/${at(date)}`, { ...user, signal }),

    async playedBatch(dates: string[], signal?: AbortSignal): Promise<PlayedStatus[]> {
      const answer = await client.post<{ results: PlayedStatus[] }>(
        '/game/played/batch',
        { dates },
        {
          ...user,
          signal,
        },
      );
      return answer.results;
    },

    /** Only the score the server already holds: nothing the browser claims is sent along. */
    submitScore: (gameDate: string): Promise<GameResult> =>
      client.post('/game/submit-score', { gameDate }, user),

    preferences: (signal?: AbortSignal): Promise<GamePreferences> =>
      client.get('/game/preferences', { ...user, signal }),

    savePreferences: (changes: t.TypeOf<typeof GamePreferencesRequest>): Promise<GamePreferences> =>
      client.put('/game/preferences', changes, user),

    /** Failure costs the player nothing but a note in the log (spec 7: review failure is only logged). */
    async review(review: Review): Promise<boolean> {
      try {
        await client.post('/game-reviews', review);
        return true;
      } catch (error) {
        client.logger.warn('Review not saved', error);
        return false;
      }
    },

    /** The message of the day; a failure hides it (a cancelled read is none). */
    async message(signal?: AbortSignal): Promise<string | null> {
      try {
        return (await client.get<{ message: string | null }>('/message', { auth: 'none', signal })).message;
      } catch (error) {
        if (isCancelled(error)) throw error;
        client.logger.warn('Message of the day unavailable', error);
        return null;
      }
    },

    percentile: (date: string, score: number, signal?: AbortSignal): Promise<PercentileResponse> =>
      client.get(`/scoreboard/days/${at(date)}/percentile?score=${Math.round(score)}`, { signal }),

    async mistakes(date: string, limit: number, signal?: AbortSignal): Promise<MistakeEntry[]> {
      const path = `/scoreboard/days/${at(date)}/mistakes?limit=${limit}`;
      return (await client.get<{ mistakes: MistakeEntry[] }>(path, { signal })).mistakes;
    },

    async categoryDifficulty(date: string, signal?: AbortSignal): Promise<CategoryDifficultyView[]> {
      const path = `/scoreboard/days/${at(date)}/category-difficulty`;
      return (await client.get<{ categories: CategoryDifficultyView[] }>(path, { signal })).categories;
    },

    async dayCategories(date: string, signal?: AbortSignal): Promise<FullCategory[]> {
      const path = `/scoreboard/days/${at(date)}/categories`;
      return (await client.get<{ categories: FullCategory[] }>(path, { signal })).categories;
    },
  };
}

export type GameApi = ReturnType<typeof createGameApi>;
