import { expect } from 'chai';
import { addDays } from '../../domain/game/calendar';
import { EARLIEST_GAME_DATE, LATEST_GAME_DATE } from '../../domain/game/game-date';
import type { Answer } from '../support/api-client';
import { INVALID_DATE_TEXT, TODAY, useGameServer, type GameServer } from '../support/game-api';
import { staffMember } from '../support/manage-api';
import { routeTableOf } from '../support/route-table';

// Dates outside the game's years (domain/game/game-date.ts) on every route that takes one: the fuzzed
// `0000-01-01` once reached PostgreSQL, which has no year 0, and answered 500 on 33 routes. A date the
// store could not hold, or one the game has no use for, is bad input: a 4xx, never a 5xx.

/** Year 0 (PostgreSQL has none), year 1 (a day before it is year 0), and the day before the game's years. */
const OUT_OF_RANGE = ['0000-01-01', '0001-01-01', addDays(EARLIEST_GAME_DATE, -1)];
/** The first and the last day of the game's years: dates like any other, with no game. */
const EDGES = [EARLIEST_GAME_DATE, LATEST_GAME_DATE];

const ID = '00000000-0000-4000-8000-000000000000';
const GUEST_ID = 'guest_0123456789abcdef0123';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const isMethod = (method: string): method is Method => ['GET', 'POST', 'PUT', 'DELETE'].includes(method);
interface Call {
  method: Method;
  path: string;
  body?: unknown;
  /** Guest paths are called with a guest id, every other with an admin's token. */
  guest: boolean;
}

/**
 * Every route whose path names a date (`:date`, or `:day` of a group's scoreboard), read from the routers'
 * own table, so a date route added later is walked too.
 */
function datePathCalls(game: GameServer, date: string): Call[] {
  return routeTableOf(game.server)
    .filter(({ path }) => /:(date|day)\b/.test(path))
    .flatMap(({ method, path }) => (isMethod(method) ? [{ method, path }] : []))
    .map(({ method, path }) => ({
      method,
      path: path
        .replace(/:(date|day)\b/, date)
        .replace(/^\/manage\/guests\/:id/, `/manage/guests/${GUEST_ID}`)
        .replace(/:[A-Za-z]+/g, ID),
      body: method === 'GET' || method === 'DELETE' ? undefined : {},
      guest: path.startsWith('/game/guest/'),
    }));
}

const words = ['a', 'b', 'c'];

/** The routes that take a date in the body or the query (the gameplay calls' `gameDate` above all). */
function dateInputCalls(date: string, adminId: string): Call[] {
  const gameplay = (base: string, guest: boolean): Call[] =>
    [
      ['/session', { gameDate: date }],
      ['/session/end', { gameDate: date }],
      ['/check-selection', { selectedWords: words, gameDate: date }],
      ['/switch-word', { rowIndex: 0, gameDate: date, switchedWords: [] }],
      ['/check-combination', { gameDate: date, words }],
      ['/category-match', { gameDate: date, words }],
    ].map(([path, body]) => ({ method: 'POST', path: `${base}${path as string}`, body, guest }));
  const review = { gameDate: date, difficulty: 3, funLevel: 3 };
  const category = (i: number) => ({
    name: `Ryhmä ${i}`,
    words: [1, 2, 3].map((n) => `sana-${i}-${n}`),
    extraWord: `sana-${i}-x`,
  });
  const categories = [0, 1, 2, 3, 4].map(category);
  return [
    ...gameplay('/game', false),
    ...gameplay('/game/guest', true),
    { method: 'POST', path: '/game-reviews', body: review, guest: false },
    { method: 'POST', path: '/game-reviews', body: review, guest: true },
    { method: 'POST', path: '/game/submit-score', body: { gameDate: date }, guest: false },
    { method: 'POST', path: '/game/played/batch', body: { dates: [TODAY, date] }, guest: false },
    { method: 'POST', path: '/game/store-combination', body: { gameDate: date, words }, guest: false },
    { method: 'GET', path: `/game/initial-data?date=${date}`, guest: false },
    { method: 'GET', path: `/game/days?before=${date}`, guest: false },
    { method: 'GET', path: `/game/guest/days?before=${date}`, guest: true },
    { method: 'GET', path: `/manage/games/calendar?from=${date}&to=${TODAY}`, guest: false },
    { method: 'GET', path: `/manage/games/recent-usage?date=${date}`, guest: false },
    { method: 'GET', path: `/game-reviews?searchDate=${date}`, guest: false },
    { method: 'GET', path: `/manage/audit?from=${date}&to=${date}`, guest: false },
    { method: 'PUT', path: `/manage/users/${adminId}/ad-free`, body: { adFreeUntil: date }, guest: false },
    { method: 'POST', path: '/manage/games', body: { date, categories }, guest: false },
    { method: 'POST', path: '/manage/games/import', body: { games: [{ date, categories }] }, guest: false },
    {
      method: 'POST',
      path: '/manage/messages',
      body: { message: 'Hei', startsAt: `${date}T00:00:00Z`, endsAt: null },
      guest: false,
    },
  ] as Call[];
}

describe('API | Dates outside the game years on every route that takes a date', function () {
  this.timeout(120_000);
  const game = useGameServer();

  const caller = async () => {
    const admin = await staffMember(game, ['admin']);
    const guest = game.guest();
    return {
      adminId: admin.userId,
      call: ({ method, path, body, guest: asGuest }: Call): Promise<Answer> => {
        if (asGuest) return method === 'GET' ? guest.get(path) : guest.post(path, body);
        if (method === 'GET') return admin.get(path);
        if (method === 'DELETE') return admin.delete(path);
        return method === 'PUT' ? admin.put(path, body) : admin.post(path, body);
      },
    };
  };

  it('given the routers, then the walk below finds the routes that name a date in their path', () => {
    const paths = datePathCalls(game, TODAY).map(({ method, path }) => `${method} ${path}`);
    expect(paths).to.include.members([
      `GET /game/daily/${TODAY}`,
      `GET /game/guest/game-state/${TODAY}`,
      `POST /game/forfeit/${TODAY}`,
      `GET /scoreboard/days/${TODAY}/percentile`,
      `GET /manage/combinations/${TODAY}`,
    ]);
    expect(paths.length).to.be.at.least(20);
  });

  const gameplayCalls = (date: string): Call[] => [
    ...dateInputCalls(date, ID).filter(({ path }) =>
      /^\/game\/(guest\/)?(session|check|switch|category)/.test(path),
    ),
    { method: 'GET', path: `/game/daily/${date}`, guest: false },
    { method: 'GET', path: `/game/guest/game-state/${date}`, guest: true },
    { method: 'GET', path: `/scoreboard/days/${date}/percentile`, guest: false },
  ];

  for (const date of OUT_OF_RANGE) {
    it(`given ${date}, then every route that names it in the path answers 4xx, never 5xx`, async () => {
      const { call } = await caller();
      for (const route of datePathCalls(game, date)) {
        const answer = await call(route);
        const label = `${route.method} ${route.path}: ${answer.status} ${JSON.stringify(answer.body)}`;
        expect(answer.status, label).to.be.within(400, 499);
      }
    });

    it(`given ${date}, then every route that takes it in the body or the query answers 4xx, never 5xx`, async () => {
      const { call, adminId } = await caller();
      for (const route of dateInputCalls(date, adminId)) {
        const answer = await call(route);
        const label = `${route.method} ${route.path}: ${answer.status} ${JSON.stringify(answer.body)}`;
        expect(answer.status, label).to.be.within(400, 499);
      }
    });

    it(`given ${date}, then the gameplay calls refuse it with the spec's invalid-date answer`, async () => {
      const { call } = await caller();
      for (const route of gameplayCalls(date)) {
        const answer = await call(route);
        const label = `${route.method} ${route.path}: ${JSON.stringify(answer.body)}`;
        expect([answer.status, answer.body?.code, answer.body?.message], label).to.deep.equal([
          400,
          'INVALID_DATE_FORMAT',
          INVALID_DATE_TEXT,
        ]);
      }
    });
  }

  for (const date of EDGES) {
    it(`given ${date}, a day of the game's years, then no route answers 5xx and gameplay finds no game`, async () => {
      const { call, adminId } = await caller();
      for (const route of [...datePathCalls(game, date), ...dateInputCalls(date, adminId)]) {
        const answer = await call(route);
        const label = `${route.method} ${route.path}: ${answer.status} ${JSON.stringify(answer.body)}`;
        expect(answer.status, label).to.be.below(500);
      }
      for (const route of gameplayCalls(date)) {
        const answer = await call(route);
        const label = `${route.method} ${route.path}: ${JSON.stringify(answer.body)}`;
        expect(answer.body?.code, label).to.not.equal('INVALID_DATE_FORMAT');
      }
    });
  }
});
