import { expect } from 'chai';
import { createGamesApi } from '../../../web/src/features/control-panel/games/api/games-api';
import { ApiHarness, MINUTE } from '../support/api-harness';
import { bearerOf, json } from '../support/fake-server';
import { rejectionOf } from '../../support/rejection';

const aGame = (overrides: Record<string, unknown> = {}) => ({
  _id: 'g1',
  date: '2026-12-01',
  title: null,
  status: 'draft',
  published: false,
  version: 3,
  gridLayout: null,
  categories: [],
  locked: false,
  playerCount: 0,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function gamesHarness({ signedIn = true } = {}) {
  const harness = new ApiHarness();
  if (signedIn) harness.holdTokens(10 * MINUTE);
  return { harness, games: createGamesApi(harness.client) };
}

const slot = {
  name: 'Joints',
  words: ['knee', 'elbow', 'wrist'],
  extraWord: 'ankle',
  color: '#f2c14e',
  bankCategoryId: null,
};

describe('Web | Control panel | games API', () => {
  it('given a status and a page then the list is read ten at a time with the token', async () => {
    const { harness, games } = gamesHarness();
    harness.server.on('GET', '/manage/games/status/upcoming?page=2&limit=10', () =>
      json({ games: [aGame()], total: 11, pages: 2, currentPage: 2 }),
    );
    expect(await games.byStatus('upcoming', 2)).to.deep.include({ total: 11, currentPage: 2 });
    expect(bearerOf(harness.server.requests[0])).to.match(/^Bearer /);
  });

  it('given no message from the server then the spec fallbacks name what failed', async () => {
    const { harness, games } = gamesHarness();
    harness.server.on(
      'GET',
      '/manage/games/status/draft?page=1&limit=10',
      () => new Response('', { status: 502 }),
    );
    harness.server.on('GET', '/manage/games/next-date', () => new Response('', { status: 500 }));
    harness.server.on('POST', '/manage/games', () => new Response('', { status: 500 }));
    harness.server.on('PUT', '/manage/games/g1', () => new Response('', { status: 500 }));
    harness.server.on('DELETE', '/manage/games/g1', () => new Response('', { status: 500 }));
    harness.server.on('POST', '/manage/games/g1/publish', () => new Response('', { status: 500 }));
    const request = { date: '2026-12-01', categories: [slot] };
    expect((await rejectionOf(games.byStatus('draft', 1))).message).to.equal('Failed to fetch games');
    expect((await rejectionOf(games.nextDate())).message).to.equal('Failed to fetch next available date');
    expect((await rejectionOf(games.create({ ...request, publish: false }))).message).to.equal(
      'Failed to create game',
    );
    expect((await rejectionOf(games.update('g1', { ...request, version: 1 }))).message).to.equal(
      'Failed to update game',
    );
    expect((await rejectionOf(games.remove('g1'))).message).to.equal('Failed to delete game');
    expect((await rejectionOf(games.publish('g1', 1))).message).to.equal('Failed to publish game');
  });

  it('given a new game then it is posted as typed and the stored game comes back', async () => {
    const { harness, games } = gamesHarness();
    harness.server.on('POST', '/manage/games', () => json({ game: aGame({ _id: 'new' }) }, 201));
    const request = { date: '2026-12-01', title: null, categories: [slot], publish: true };
    expect((await games.create(request))._id).to.equal('new');
    expect(harness.server.requests[0]?.body).to.deep.equal(request);
  });

  it('given an edit, a publish, an unpublish and a delete then each carries the version it read', async () => {
    const { harness, games } = gamesHarness();
    harness.server.on('PUT', '/manage/games/g%201', () => json({ game: aGame({ version: 4 }) }));
    harness.server.on('POST', '/manage/games/g%201/publish', () =>
      json({ game: aGame({ published: true }) }),
    );
    harness.server.on('POST', '/manage/games/g%201/unpublish', () => json({ game: aGame() }));
    harness.server.on('DELETE', '/manage/games/g%201?version=5', () => json({}));
    await games.update('g 1', { date: '2026-12-01', title: 'T', categories: [slot], version: 3 });
    await games.publish('g 1', 4);
    await games.unpublish('g 1', 5);
    await games.remove('g 1', 5);
    expect(
      harness.server.requests.map((request) => [request.method, request.path, request.body]),
    ).to.deep.equal([
      ['PUT', '/manage/games/g%201', { date: '2026-12-01', title: 'T', categories: [slot], version: 3 }],
      ['POST', '/manage/games/g%201/publish', { version: 4 }],
      ['POST', '/manage/games/g%201/unpublish', { version: 5 }],
      ['DELETE', '/manage/games/g%201?version=5', undefined],
    ]);
  });

  it('given the dates the editor needs then next date, free dates, calendar and recent use are read', async () => {
    const { harness, games } = gamesHarness();
    harness.server.on('GET', '/manage/games/next-date', () => json({ date: '2026-12-02' }));
    harness.server.on('GET', '/manage/available-dates', () => json({ dates: ['2026-12-02', '2026-12-04'] }));
    harness.server.on('GET', '/manage/games/calendar?from=2026-12-01&to=2026-12-31', () =>
      json({ from: '2026-12-01', to: '2026-12-31', days: [] }),
    );
    harness.server.on('GET', '/manage/games/recent-usage?date=2026-12-01&gameId=g1', () =>
      json({ date: '2026-12-01', words: [], names: [] }),
    );
    expect(await games.nextDate()).to.equal('2026-12-02');
    expect(await games.availableDates()).to.deep.equal(['2026-12-02', '2026-12-04']);
    expect((await games.calendar('2026-12-01', '2026-12-31')).days).to.deep.equal([]);
    expect((await games.recentUsage('2026-12-01', 'g1')).date).to.equal('2026-12-01');
  });

  it('given a reorder, an import and a bank search then their bodies and queries are as the server takes them', async () => {
    const { harness, games } = gamesHarness();
    harness.server.on('GET', '/manage/games/reorder', () => json({ games: [aGame(), aGame({ _id: 'g2' })] }));
    harness.server.on('POST', '/manage/games/reorder', () =>
      json({ games: [aGame({ _id: 'g2' }), aGame()] }),
    );
    harness.server.on('POST', '/manage/games/import', () => json({ created: 1, replaced: 0, unchanged: 2 }));
    harness.server.on('GET', '/categories/search?q=p%C3%A4%C3%A4%20%26', () => json({ categories: [] }));
    harness.server.on('GET', '/manage/single-categories/c%201', () => json({ category: { id: 'c 1' } }));
    expect((await games.reorderable()).map((game) => game._id)).to.deep.equal(['g1', 'g2']);
    expect((await games.reorder(['g2', 'g1'])).map((game) => game._id)).to.deep.equal(['g2', 'g1']);
    const file = { games: [{ date: '2026-12-01', categories: [] }] };
    expect(await games.importGames(file)).to.deep.equal({ created: 1, replaced: 0, unchanged: 2 });
    expect(await games.searchCategories('pää &')).to.deep.equal([]);
    expect((await games.bankCategory('c 1')).id).to.equal('c 1');
    expect(harness.server.calls('POST', '/manage/games/reorder')[0]?.body).to.deep.equal({
      gameIds: ['g2', 'g1'],
    });
    expect(harness.server.calls('POST', '/manage/games/import')[0]?.body).to.deep.equal(file);
  });

  it('given no tokens then a call fails at once without reaching the server', async () => {
    const { harness, games } = gamesHarness({ signedIn: false });
    expect(await rejectionOf(games.byStatus('past', 1))).to.include({ status: 401 });
    expect(harness.server.requests).to.have.length(0);
  });
});
