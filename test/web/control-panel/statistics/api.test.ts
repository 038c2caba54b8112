import { expect } from 'chai';
import { createStatisticsApi } from '../../../../web/src/features/control-panel/statistics/api/statistics-api';
import { rejectionOf } from '../../../support/rejection';
import { ApiHarness, MINUTE } from '../../support/api-harness';
import { bearerOf, json } from '../../support/fake-server';

function statisticsHarness({ signedIn = true } = {}) {
  const harness = new ApiHarness();
  if (signedIn) harness.holdTokens(10 * MINUTE);
  return { harness, api: createStatisticsApi(harness.client) };
}

describe('Web | Control panel | statistics API', () => {
  it('given a period then the user statistics are asked for it, with the token', async () => {
    const { harness, api } = statisticsHarness();
    harness.server.on('GET', '/manage/users/stats?period=90d', () => json({ period: '90d' }));
    expect(await api.userStats('90d')).to.deep.equal({ period: '90d' });
    expect(bearerOf(harness.server.requests[0])).to.match(/^Bearer /);
  });

  it('given a page then the daily players ask for 30 a page', async () => {
    const { harness, api } = statisticsHarness();
    harness.server.on('GET', '/manage/stats/daily-players?page=2&limit=30&period=7d', () =>
      json({ days: [] }),
    );
    expect(await api.dailyPlayers('7d', 2)).to.deep.equal({ days: [] });
  });

  it('given no date then the reviews leave searchDate out; given one, it goes in', async () => {
    const { harness, api } = statisticsHarness();
    harness.server.on('GET', '/game-reviews?page=1&limit=20&period=30d', () => json({ days: [] }));
    harness.server.on('GET', '/game-reviews?page=1&limit=20&period=30d&searchDate=2026-11-20', () =>
      json({ days: [1] }),
    );
    expect(await api.reviews({ period: '30d', page: 1, searchDate: '' })).to.deep.equal({ days: [] });
    expect(await api.reviews({ period: '30d', page: 1, searchDate: '2026-11-20' })).to.deep.equal({
      days: [1],
    });
  });

  it("given a date then its categories and a page of its combinations are read from the date's paths", async () => {
    const { harness, api } = statisticsHarness();
    harness.server.on('GET', '/manage/stats/categories/2026-11-20', () => json({ categories: [] }));
    harness.server.on('GET', '/manage/combinations/2026-11-20?page=3', () => json({ combinations: [] }));
    harness.server.on('GET', '/manage/stats/active-sessions', () => json({ total: 2 }));
    expect(await api.categoriesOf('2026-11-20')).to.deep.equal({ categories: [] });
    expect(await api.combinationsOf('2026-11-20', 3)).to.deep.equal({ combinations: [] });
    expect(await api.activeSessions()).to.deep.equal({ total: 2 });
  });

  it('given a date without a game then its 404 code reaches the view', async () => {
    const { harness, api } = statisticsHarness();
    harness.server.on('GET', '/manage/stats/categories/2026-01-01', () =>
      json({ code: 'GAME_NOT_FOUND', message: 'Game not found' }, 404),
    );
    expect(await rejectionOf(api.categoriesOf('2026-01-01'))).to.include({
      status: 404,
      code: 'GAME_NOT_FOUND',
    });
  });

  it('given no tokens then a read fails at once without reaching the server', async () => {
    const { harness, api } = statisticsHarness({ signedIn: false });
    expect(await rejectionOf(api.activeSessions())).to.include({ status: 401 });
    expect(harness.server.requests).to.have.length(0);
  });
});
