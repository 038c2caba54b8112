import { expect } from 'chai';
import { daysAgo, expectError, TODAY, useGameServer } from '../support/game-api';
import { databaseOf, staffMember, type Staff } from '../support/manage-api';

// The analytics in the control panel's statistics (DESIGN 11): the statistics capability, the same periods
// and buckets as the other statistics (days for 7d/30d/90d, ISO weeks for 1y and all), every bucket present.
// The server's day is TODAY, Monday 2026-06-15 (ISO week 2026-W25).

const PATH = '/manage/stats/analytics';
const ZERO = { pageViews: 0, gamesStarted: 0, gamesFinished: 0, shares: 0, registrations: 0 };

describe('API | Control panel | Analytics statistics', function () {
  this.timeout(60_000);
  const game = useGameServer();

  it('given no token, then 401; a player, 403; a game manager and an admin, 200', async () => {
    expectError(await game.api.get(PATH), 401, 'UNAUTHORIZED');
    expectError(await (await staffMember(game, [])).get(PATH), 403, 'FORBIDDEN');
    for (const roles of [['gameManager'], ['admin']] as const)
      expect((await (await staffMember(game, roles)).get(PATH)).status).to.equal(200);
  });

  describe('answers', () => {
    let manager: Staff;
    const read = async (query = '') => {
      const answer = await manager.get(`${PATH}${query}`);
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      return answer.body;
    };
    const pointAt = (body: { series: { from: string }[] }, from: string) =>
      body.series.find((point) => point.from === from);

    before(async () => {
      manager = await staffMember(game, ['gameManager']);
    });

    it('given no event yet, then all time has no buckets and zero totals, and 7d seven zero days', async () => {
      expect(await read('?period=all')).to.deep.equal({
        period: 'all',
        bucket: 'week',
        from: null,
        to: TODAY,
        totals: ZERO,
        series: [],
      });
      const week = await read('?period=7d');
      expect(week.series.map((point: { label: string }) => point.label)).to.deep.equal(
        [6, 5, 4, 3, 2, 1, 0].map(daysAgo),
      );
      for (const point of week.series) expect(point).to.include(ZERO);
    });

    describe('given events today (by the API) and on earlier days', () => {
      before(async () => {
        const events = [{ type: 'page_view' }, { type: 'page_view' }, { type: 'share' }];
        expect((await game.api.post('/analytics/events', { events })).status).to.equal(202);
        await databaseOf(game)
          .knex('analytics_daily_counts')
          .insert([
            { day: '2026-05-06', event_type: 'page_view', count: 5 },
            { day: '2026-05-06', event_type: 'registration', count: 1 },
            { day: '2025-11-27', event_type: 'game_started', count: 4 },
            { day: '2025-11-27', event_type: 'game_finished', count: 3 },
            { day: '2025-11-29', event_type: 'game_started', count: 1 },
          ]);
      });

      it('then the default 30 days answer every day, zeros included, and totals of the period only', async () => {
        const body = await read();
        expect(body).to.include({ period: '30d', bucket: 'day', from: daysAgo(29), to: TODAY });
        expect(body.series).to.have.length(30);
        expect(body.series.at(-1)).to.deep.equal({
          label: TODAY,
          from: TODAY,
          ...ZERO,
          pageViews: 2,
          shares: 1,
        });
        for (const point of body.series.slice(0, -1)) expect(point).to.include(ZERO);
        expect(body.totals).to.deep.equal({ ...ZERO, pageViews: 2, shares: 1 });
      });

      it('then 90 days reach the day 40 days back', async () => {
        const body = await read('?period=90d');
        expect(body.series).to.have.length(90);
        expect(pointAt(body, '2026-05-06')).to.include({
          label: '2026-05-06',
          pageViews: 5,
          registrations: 1,
        });
        expect(body.totals).to.deep.equal({ ...ZERO, pageViews: 7, shares: 1, registrations: 1 });
      });

      it('then a year is read by whole ISO weeks, labelled by week, the days of a week added together', async () => {
        const body = await read('?period=1y');
        expect(body).to.include({ period: '1y', bucket: 'week', from: '2025-06-16', to: TODAY });
        expect(body.series).to.have.length(53);
        expect(body.series[0]).to.include({ label: '2025-W25', from: '2025-06-16' });
        expect(body.series.at(-1)).to.include({ label: '2026-W25', from: TODAY, pageViews: 2, shares: 1 });
        expect(pointAt(body, '2025-11-24')).to.include({
          label: '2025-W48',
          gamesStarted: 5,
          gamesFinished: 3,
        });
        expect(pointAt(body, '2026-05-04')).to.include({ label: '2026-W19', pageViews: 5, registrations: 1 });
        expect(body.totals).to.deep.equal({
          pageViews: 7,
          gamesStarted: 5,
          gamesFinished: 3,
          shares: 1,
          registrations: 1,
        });
      });

      it('then all time starts with the week of the first event', async () => {
        const body = await read('?period=all');
        expect(body).to.include({ bucket: 'week', from: '2025-11-24' });
        expect(body.series[0]).to.include({ label: '2025-W48', gamesStarted: 5 });
        expect(body.series).to.have.length(30);
        expect(body.totals.pageViews).to.equal(7);
      });
    });

    it('given a period the statistics do not know, then 400 VALIDATION_ERROR as the other statistics', async () => {
      for (const query of ['?period=2y', '?period=30d&period=7d', '?period=week'])
        expectError(await manager.get(`${PATH}${query}`), 400, 'VALIDATION_ERROR');
    });
  });
});
