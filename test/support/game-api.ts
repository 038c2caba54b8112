import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import {
  GAME_REPOSITORY,
  type GameRepository,
  type PublishedGame,
} from '../../application/ports/game.repository';
import { normalizeWord } from '../../domain/game/category';
import { apiCaller, signUp, type Answer, type ApiCaller } from './api-client';
import { FakeClock } from './fake-clock';
import { startTestServer, type TestServer } from './test-server';

// The game API as the player-side spec names it (section 7), for the API tests: a fixed day, registered
// and guest players behind one interface, and each day's answers read from the server's own store.

/** Noon in Helsinki: the hours a test lets pass never reach the instance's midnight. */
export const CLOCK_START = '2026-06-15T09:00:00.000Z';
export const TODAY = '2026-06-15';
export const TOMORROW = '2026-06-16';
/** A well-formed date before the sample games (today and the 15 days before it): no game. */
export const NO_GAME_DATE = '2026-05-01';
export const INVALID_DATE_TEXT = 'Invalid date format. Expected format: YYYY-MM-DD';
export const GAME_COMPLETED_TEXT = 'Game already completed for this date';

/** A date `days` before TODAY (the sample games reach 15 days back). */
export const daysAgo = (days: number): string => {
  const date = new Date(`${TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};
export const YESTERDAY = daysAgo(1);

export const newGuestId = (): string => `guest_${randomBytes(12).toString('hex')}`;

export type PlayerKind = 'registered' | 'guest';
export const PLAYER_KINDS: readonly PlayerKind[] = ['registered', 'guest'];

/** One player's calls; the registered and the guest paths differ, the rules behind them do not. */
export interface GamePlayer {
  readonly kind: PlayerKind;
  check(selectedWords: readonly string[], gameDate?: string): Promise<Answer>;
  switchRow(rowIndex: number, gameDate?: string): Promise<Answer>;
  start(gameDate?: string, gameState?: unknown): Promise<Answer>;
  forfeit(gameDate?: string): Promise<Answer>;
  endSession(gameDate?: string): Promise<Answer>;
  state(gameDate?: string): Promise<Answer>;
  result(gameDate?: string): Promise<Answer>;
  active(): Promise<Answer>;
  played(gameDate?: string): Promise<Answer>;
  attempts(gameDate?: string): Promise<Answer>;
  checkCombination(words: readonly string[], gameDate?: string): Promise<Answer>;
  categoryMatch(words: readonly string[], gameDate?: string): Promise<Answer>;
  review(body: object): Promise<Answer>;
  /** Any other call, with this player's token or guest id. */
  get(path: string): Promise<Answer>;
  post(path: string, body?: unknown): Promise<Answer>;
}

export interface RegisteredPlayer extends GamePlayer {
  readonly kind: 'registered';
  readonly userId: string;
  readonly token: string;
  /** A fresh access token after the clock moved past its 15 minutes. */
  renew(): Promise<void>;
}

export interface GuestPlayer extends GamePlayer {
  readonly kind: 'guest';
  readonly guestId: string;
}

/** Either kind; `kind` tells them apart. */
export type AnyPlayer = RegisteredPlayer | GuestPlayer;

interface Calls {
  get(path: string): Promise<Answer>;
  post(path: string, body?: unknown): Promise<Answer>;
}

const gameCalls = (kind: PlayerKind, calls: Calls) => {
  const guest = kind === 'guest';
  const base = guest ? '/game/guest' : '/game';
  return {
    check: (selectedWords: readonly string[], gameDate = TODAY) =>
      calls.post(`${base}/check-selection`, { selectedWords, gameDate }),
    switchRow: (rowIndex: number, gameDate = TODAY) =>
      calls.post(`${base}/switch-word`, { rowIndex, gameDate, switchedWords: [] }),
    start: (gameDate = TODAY, gameState?: unknown) =>
      calls.post(`${base}/session`, gameState === undefined ? { gameDate } : { gameDate, gameState }),
    // Guests have no forfeit path: their browser saves the session as forfeited.
    forfeit: (gameDate = TODAY) =>
      guest
        ? calls.post(`${base}/session`, { gameDate, gameState: { gameStatus: 'forfeit' } })
        : calls.post(`/game/forfeit/${gameDate}`, {}),
    endSession: (gameDate = TODAY) => calls.post(`${base}/session/end`, { gameDate }),
    state: (gameDate = TODAY) =>
      calls.get(guest ? `${base}/game-state/${gameDate}` : `/game/session/${gameDate}`),
    result: (gameDate = TODAY) =>
      calls.get(guest ? `${base}/game-results/${gameDate}` : `/game/results/${gameDate}`),
    active: () => calls.get(guest ? `${base}/active-session` : '/game/session/active'),
    played: (gameDate = TODAY) =>
      calls.get(guest ? `${base}/played-status/${gameDate}` : `/game/played/${gameDate}`),
    attempts: (gameDate = TODAY) =>
      calls.get(guest ? `/game/attempted-categories/${gameDate}` : `/game/${gameDate}/attempted-categories`),
    checkCombination: (words: readonly string[], gameDate = TODAY) =>
      calls.post(`${base}/check-combination`, { gameDate, words }),
    categoryMatch: (words: readonly string[], gameDate = TODAY) =>
      calls.post(`${base}/category-match`, { gameDate, words: [...words].sort() }),
    review: (body: object) => calls.post('/game-reviews', body),
    ...calls,
  };
};

export function guestPlayer(api: ApiCaller, guestId = newGuestId()): GuestPlayer {
  const headers = { 'X-Guest-ID': guestId };
  const calls: Calls = {
    get: (path) => api.get(path, undefined, headers),
    post: (path, body = {}) => api.post(path, body, undefined, headers),
  };
  return { kind: 'guest', guestId, ...gameCalls('guest', calls) };
}

export async function registeredPlayer(api: ApiCaller, username: string): Promise<RegisteredPlayer> {
  const login = await signUp(api, username);
  let { token, refreshToken } = login;
  const calls: Calls = {
    get: (path) => api.get(path, token),
    post: (path, body = {}) => api.post(path, body, token),
  };
  return {
    kind: 'registered',
    userId: login.user.id,
    get token() {
      return token;
    },
    async renew() {
      const renewed = await api.post('/auth/refresh-token', { refreshToken });
      expect(renewed.status, JSON.stringify(renewed.body)).to.equal(200);
      ({ token, refreshToken } = renewed.body);
    },
    ...gameCalls('registered', calls),
  };
}

/** A day's answers, as stored: categories in position order (position = index). */
export class Puzzle {
  constructor(readonly game: PublishedGame) {}

  get date(): string {
    return this.game.gameDate;
  }

  name(position: number): string {
    return this.category(position).name;
  }

  words(position: number): string[] {
    return [...this.category(position).words];
  }

  extraWord(position: number): string {
    return this.category(position).extraWord;
  }

  /** The category of a word (extra words included), or -1. */
  categoryOf(word: string): number {
    return this.game.categories.findIndex((category) =>
      [...category.words, category.extraWord].some((w) => normalizeWord(w) === normalizeWord(word)),
    );
  }

  /** The words that solve a category now: a switched-out word is replaced by the extra word. */
  solving(position: number, switchedPairs: readonly { oldWord: string; newWord: string }[] = []): string[] {
    return this.words(position).map(
      (word) => switchedPairs.find((pair) => pair.oldWord === word)?.newWord ?? word,
    );
  }

  /** The n-th (0-26) of 27 distinct wrong combinations: one word each of categories 0, 1 and 2 (keep them unsolved). */
  wrong(n = 0): string[] {
    const [a, b, c] = [n % 3, Math.floor(n / 3) % 3, Math.floor(n / 9) % 3];
    return [this.words(0)[a], this.words(1)[b], this.words(2)[c]] as string[];
  }

  /** Two words of one category and one of the next: wrong, one away. */
  oneAway(position = 0): string[] {
    const [first, second] = this.words(position);
    return [first, second, this.words((position + 1) % 5)[0]] as string[];
  }

  private category(position: number) {
    const category = this.game.categories[position];
    if (!category) throw new Error(`no category at position ${position}`);
    return category;
  }
}

export async function puzzleOf(server: TestServer, gameDate: string, slug = 'fi'): Promise<Puzzle> {
  const game = await server.containers
    .get(slug)!
    .get<GameRepository>(GAME_REPOSITORY)
    .findPublished(gameDate);
  if (!game) throw new Error(`no game on ${gameDate}`);
  return new Puzzle(game);
}

/** Solves the unsolved categories in position order; answers the last check (it carries the result). */
export async function solveAll(player: GamePlayer, puzzle: Puzzle): Promise<Answer> {
  const started = await player.start(puzzle.date);
  expect(started.status, JSON.stringify(started.body)).to.equal(200);
  const { completedCategories, switchedWordPairs } = started.body;
  let last = started;
  for (const position of [0, 1, 2, 3, 4].filter((p) => !completedCategories.includes(p))) {
    last = await player.check(puzzle.solving(position, switchedWordPairs), puzzle.date);
    expect(last.body.correct, JSON.stringify(last.body)).to.equal(true);
  }
  return last;
}

/** Expects an error answer: status, code and (when given) the exact message. */
export function expectError(answer: Answer, status: number, code: string, message?: string): void {
  const seen = { status: answer.status, code: answer.body?.code };
  expect(seen, JSON.stringify(answer.body)).to.deep.equal({ status, code });
  if (message !== undefined) expect(answer.body.message).to.equal(message);
}

export interface GameServer {
  readonly server: TestServer;
  readonly api: ApiCaller;
  readonly clock: FakeClock;
  puzzle(gameDate?: string): Promise<Puzzle>;
  registered(): Promise<RegisteredPlayer>;
  guest(): GuestPlayer;
  player(kind: PlayerKind): Promise<AnyPlayer>;
}

/**
 * One real server (the fi instance, sample games seeded around TODAY) for the calling suite, on a fake
 * clock standing at CLOCK_START until a test moves it (or on the given clock). Every player a test asks for
 * is new.
 */
export function useGameServer(clock = new FakeClock(CLOCK_START)): GameServer {
  let server: TestServer | undefined;
  let counter = 0;
  before(async () => {
    server = await startTestServer({ clock, env: { INSTANCES: 'fi' } });
  });
  after(async () => {
    await server?.dispose();
  });
  const started = (): TestServer => {
    if (!server) throw new Error('the game server has not started');
    return server;
  };
  const api = () => apiCaller(started().url);
  const registered = () => registeredPlayer(api(), `pelaaja${++counter}_${randomBytes(3).toString('hex')}`);
  const guest = () => guestPlayer(api());
  return {
    get server() {
      return started();
    },
    get api() {
      return api();
    },
    clock,
    puzzle: (gameDate = TODAY) => puzzleOf(started(), gameDate),
    registered,
    guest,
    player: async (kind) => (kind === 'guest' ? guest() : registered()),
  };
}
