import type {
  ActiveSessionResponse,
  AttemptView,
  CheckSelectionResponse,
  GameResult,
  GameSessionState,
  PlayedStatus,
  RevealedCategory,
  SwitchWordResponse,
} from '../../../../contracts/game.codec';
import { FORFEIT_FAILED_TEXT } from '../../../../domain/errors/error-texts';
import type { ApiClient, HelperOptions } from './api-client';
import { pathDate as at } from './answers';

/** Who plays: a registered player (`/game/*`, bearer token) or a guest (`/game/guest/*`, X-Guest-ID). */
export type PlayerKind = 'user' | 'guest';

/** One game, whoever plays it: the screens never choose paths themselves. */
export interface PlayerGameApi {
  readonly kind: PlayerKind;
  /** The session of that date; null before its first gameplay call. */
  session(date: string, signal?: AbortSignal): Promise<GameSessionState | null>;
  /** Starts the clock on the server (idempotent: a started session is answered as it is). */
  start(date: string): Promise<GameSessionState>;
  /** The words go sorted, so the same three words are the same request whatever order they were picked in. */
  checkSelection(date: string, words: readonly string[]): Promise<CheckSelectionResponse>;
  switchWord(date: string, rowIndex: number): Promise<SwitchWordResponse>;
  forfeit(date: string): Promise<GameResult>;
  /** The result once the game is over; null while it is not. */
  result(date: string, signal?: AbortSignal): Promise<GameResult | null>;
  activeSession(signal?: AbortSignal): Promise<ActiveSessionResponse | null>;
  playedStatus(date: string, signal?: AbortSignal): Promise<PlayedStatus>;
  /** Spec 7: a failed check assumes the combination was not tried. */
  alreadyTried(date: string, words: readonly string[]): Promise<boolean>;
  categoryMatch(date: string, words: readonly string[]): Promise<RevealedCategory | null>;
  attempts(date: string, signal?: AbortSignal): Promise<AttemptView[]>;
}

const sortedWords = (words: readonly string[]): string[] => [...words].sort();

/** The guest session save answers either the state itself or a guest session that carries it. */
function sessionIn(answer: unknown): GameSessionState {
  const nested = (answer as { session?: unknown } | null)?.session;
  return (typeof nested === 'object' && nested !== null ? nested : answer) as GameSessionState;
}

/** An answer is a result when it carries the revealed categories and a score. */
const isResult = (answer: unknown): answer is GameResult =>
  typeof answer === 'object' &&
  answer !== null &&
  Array.isArray((answer as GameResult).categories) &&
  typeof (answer as GameResult).score === 'number';

export function createPlayerGameApi(client: ApiClient, kind: PlayerKind): PlayerGameApi {
  const guest = kind === 'guest';
  // Guests must not send a stale token's identity, players must not fall back to a guest id.
  const as: HelperOptions = guest ? { auth: 'optional' } : { auth: 'required' };
  const base = guest ? '/game/guest' : '/game';
  const post = <T>(path: string, body: unknown) => client.post<T>(base + path, body, as);

  async function alreadyTried(date: string, words: readonly string[]): Promise<boolean> {
    try {
      const answer = await post<{ alreadyTried: boolean }>('/check-combination', {
        gameDate: date,
        words: sortedWords(words),
      });
      return answer.alreadyTried === true;
    } catch (error) {
      client.logger.warn('Combination check failed; assumed not tried', error);
      return false;
    }
  }

  async function categoryMatch(date: string, words: readonly string[]): Promise<RevealedCategory | null> {
    const answer = await post<{ category: RevealedCategory | null }>('/category-match', {
      gameDate: date,
      words: sortedWords(words),
    });
    return answer.category;
  }

  const shared = {
    kind,
    checkSelection: (date: string, words: readonly string[]) =>
      post<CheckSelectionResponse>('/check-selection', { selectedWords: sortedWords(words), gameDate: date }),
    switchWord: (date: string, rowIndex: number) =>
      post<SwitchWordResponse>('/switch-word', { rowIndex, gameDate: date }),
    alreadyTried,
    categoryMatch,
  };

  if (guest) {
    return {
      ...shared,
      session: (date, signal) => client.getOrNull(`/game/guest/game-state/${at(date)}`, { ...as, signal }),
      start: async (date) => sessionIn(await post('/session', { gameDate: date })),
      async forfeit(date) {
        const answer = await post<unknown>('/session', {
          gameDate: date,
          gameState: { gameStatus: 'forfeit' },
        });
        if (isResult(answer)) return answer;
        return client.get(`/game/guest/game-results/${at(date)}`, as);
      },
      result: (date, signal) => client.getOrNull(`/game/guest/game-results/${at(date)}`, { ...as, signal }),
      activeSession: (signal) => client.getOrNull('/game/guest/active-session', { ...as, signal }),
      playedStatus: (date, signal) => client.get(`/game/guest/played-status/${at(date)}`, { ...as, signal }),
      // The guest is named by the X-Guest-ID header alone: a guest id in a URL would end up in proxies' logs,
      // and whoever holds it holds the guest's games.
      async attempts(date, signal) {
        const path = `/game/attempted-categories/${at(date)}`;
        return (await client.get<{ attempts: AttemptView[] }>(path, { ...as, signal })).attempts;
      },
    };
  }
  return {
    ...shared,
    session: (date, signal) => client.getOrNull(`/game/session/${at(date)}`, { ...as, signal }),
    start: (date) => post('/session', { gameDate: date }),
    forfeit: (date) =>
      client.post(`/game/forfeit/${at(date)}`, undefined, { ...as, fallbackMessage: FORFEIT_FAILED_TEXT }),
    result: (date, signal) => client.getOrNull(`/game/results/${at(date)}`, { ...as, signal }),
    activeSession: (signal) => client.getOrNull('/game/session/active', { ...as, signal }),
    playedStatus: (date, signal) => client.get(`/game/played/${at(date)}`, { ...as, signal }),
    async attempts(date, signal) {
      const path = `/game/${at(date)}/attempted-categories`;
      return (await client.get<{ attempts: AttemptView[] }>(path, { ...as, signal })).attempts;
    },
  };
}
