import { expect } from 'chai';
import type { UserStatsPoint } from '../../../contracts/manage-statistics.codec';
import { pendingWithoutInfrastructure, testDatabase } from '../../support/infrastructure';
import { useSqlDatabase } from '../../support/sql-database';
import { aGuest, daysAgo, statisticsFixture, TODAY, type StatisticsFixture } from './statistics-fixture';

// GET /manage/users/stats over SQL (admin spec 7, DESIGN 11): registrations, active players, games and wins
// per day of the instance's zone, per ISO week for 1y and all; guests' demo games never count.

const point = (label: string, figures: Partial<UserStatsPoint> = {}): UserStatsPoint => ({
  label,
  from: label,
  registrations: 0,
  activePlayers: 0,
  games: 0,
  wins: 0,
  ...figures,
});

describe('Application | Statistics | User stats', () => {
  const database = useSqlDatabase();
  let stats: StatisticsFixture;

  beforeEach(() => {
    stats = statisticsFixture(database());
  });

  it('given no data at all, then every day of 30d is a zero and all has no series', async () => {
    const thirty = await stats.userStats.execute('30d');
    expect(thirty.series).to.have.length(30);
    expect(thirty.series.every((p) => p.registrations + p.activePlayers + p.games + p.wins === 0)).to.equal(
      true,
    );
    expect(thirty).to.include({ period: '30d', bucket: 'day', from: daysAgo(29), to: TODAY });
    const all = await stats.userStats.execute('all');
    expect(all).to.deep.include({ period: 'all', bucket: 'week', from: null, to: TODAY, series: [] });
    expect(all.totals).to.deep.equal({ registrations: 0, activePlayers: 0, games: 0, wins: 0, users: 0 });
  });

  it('given a week of registrations and games, then each day counts its own, empty days are zeros and guests do not count', async () => {
    const ann = await stats.registered('2026-02-26T10:00:00Z');
    // 22:30 UTC is 00:30 the next day in Helsinki: a registration of 2 March.
    const ben = await stats.registered('2026-03-01T22:30:00Z');
    await stats.registered('2026-03-04T09:00:00Z');
    const old = await stats.registered('2026-01-10T10:00:00Z');
    await stats.scored(ann, '2026-02-27', 8000);
    await stats.scored(ann, '2026-03-01', 0, 'lost');
    await stats.scored(ann, TODAY, 9000);
    await stats.scored(ben, '2026-03-02', 7000);
    await stats.scored(old, '2026-03-02', 0, 'forfeit');
    await stats.scored(old, '2026-02-20', 6000);
    await stats.scored(aGuest(), '2026-03-02', 9500);

    const answer = await stats.userStats.execute('7d');

    expect(answer).to.include({ period: '7d', bucket: 'day', from: '2026-02-26', to: TODAY });
    expect(answer.series).to.deep.equal([
      point('2026-02-26', { registrations: 1 }),
      point('2026-02-27', { activePlayers: 1, games: 1, wins: 1 }),
      point('2026-02-28'),
      point('2026-03-01', { activePlayers: 1, games: 1 }),
      point('2026-03-02', { registrations: 1, activePlayers: 2, games: 2, wins: 1 }),
      point('2026-03-03'),
      point(TODAY, { registrations: 1, activePlayers: 1, games: 1, wins: 1 }),
    ]);
    // Each player once over the period, whatever their number of games; users are every account.
    expect(answer.totals).to.deep.equal({ registrations: 3, activePlayers: 3, games: 5, wins: 3, users: 4 });
  });

  it('given 1y, then the series is 53 whole ISO weeks from the Monday of the first one, each player counted once a week', async () => {
    const ann = await stats.registered('2025-01-10T10:00:00Z');
    const ben = await stats.registered('2025-01-10T10:00:00Z');
    await stats.scored(ann, '2025-03-03', 5000); // the Monday before the period's first day, 2025-03-05
    await stats.scored(ann, '2026-02-23', 5000);
    await stats.scored(ann, '2026-02-25', 0, 'lost');
    await stats.scored(ben, '2026-02-24', 7000);
    await stats.scored(aGuest(), '2026-02-24', 7000);
    await stats.scored(ann, TODAY, 6000);

    const answer = await stats.userStats.execute('1y');

    expect(answer).to.include({ bucket: 'week', from: '2025-03-03', to: TODAY });
    expect(answer.series).to.have.length(53);
    expect(answer.series[0]).to.deep.equal({
      ...point('2025-W10', { activePlayers: 1, games: 1, wins: 1 }),
      from: '2025-03-03',
    });
    expect(answer.series.at(-2)).to.deep.equal({
      ...point('2026-W09', { activePlayers: 2, games: 3, wins: 2 }),
      from: '2026-02-23',
    });
    expect(answer.series.at(-1)).to.deep.equal({
      ...point('2026-W10', { activePlayers: 1, games: 1, wins: 1 }),
      from: '2026-03-02',
    });
    expect(answer.series.slice(1, -2).every((p) => p.games === 0)).to.equal(true);
    expect(answer.totals).to.include({ activePlayers: 2, games: 5, wins: 4, users: 2 });
  });

  it('given all, then the series starts on the Monday of the first registration or game', async () => {
    const ann = await stats.registered('2026-02-11T12:00:00Z'); // a Wednesday
    await stats.scored(ann, '2026-02-12', 5000);
    const answer = await stats.userStats.execute('all');
    expect(answer.from).to.equal('2026-02-09');
    expect(answer.series.map((p) => p.label)).to.deep.equal(['2026-W07', '2026-W08', '2026-W09', '2026-W10']);
    expect(answer.series[0]).to.include({ registrations: 1, activePlayers: 1, games: 1, wins: 1 });
  });

  describe('the rollup of ended days and weeks', () => {
    it('given a week counted once, then a late game, a deleted account and a guest game on it change it as they should', async () => {
      const ann = await stats.registered('2026-01-10T10:00:00Z');
      const ben = await stats.registered('2026-01-10T10:00:00Z');
      const cid = await stats.registered('2026-01-10T10:00:00Z');
      await stats.scored(ann, '2026-02-23', 5000);
      await stats.scored(ben, '2026-02-24', 0, 'lost');
      const week = async () =>
        (await stats.userStats.execute('all')).series.find((p) => p.label === '2026-W09');

      expect(await week()).to.include({ activePlayers: 2, games: 2, wins: 1 });
      const stored = await database()
        .knex('statistics_play')
        .where({ bucket: 'week', start_date: '2026-02-23' });
      expect(stored, 'the ended week is kept after the first read').to.have.length(1);

      await stats.scored(cid, '2026-02-26', 8000);
      expect(await week()).to.include({ activePlayers: 3, games: 3, wins: 2 });

      await database().knex('users').where({ id: ben.id }).delete();
      expect(await week()).to.include({ activePlayers: 2, games: 2, wins: 2 });

      await stats.scored(aGuest(), '2026-02-25', 9000);
      expect(await week()).to.include({ activePlayers: 2, games: 2, wins: 2 });
    });

    it('given a game of an ended week being stored while the week is read, then the week is not kept without it', async function () {
      // A race needs two connections: PostgreSQL (PGlite, used without a server, has one).
      if (!(await testDatabase()).url) pendingWithoutInfrastructure(this, 'PostgreSQL server');
      const ann = await stats.registered('2026-01-10T10:00:00Z');
      const ben = await stats.registered('2026-01-10T10:00:00Z');
      await stats.scored(ann, '2026-02-23', 5000);
      const week = async () =>
        (await stats.userStats.execute('all')).series.find((p) => p.label === '2026-W09');

      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let stored = () => {};
      const inserted = new Promise<void>((resolve) => (stored = resolve));
      const writer = database().knex.transaction(async (trx) => {
        await trx('game_scores').insert({
          id: '00000000-0000-4000-8000-00000000000b',
          game_date: '2026-02-24',
          user_id: ben.id,
          score: 7000,
          status: 'won',
          elapsed_seconds: 60,
          mistakes: 0,
          switches: 0,
          is_demo: false,
          completed_at: new Date('2026-02-24T10:00:00Z'),
        });
        stored();
        await held;
      });
      await inserted;
      expect(await week(), 'counted live while the writer holds the week').to.include({ games: 1 });
      const kept = await database()
        .knex('statistics_play')
        .where({ bucket: 'week', start_date: '2026-02-23' });
      expect(kept).to.have.length(0);
      release();
      await writer;
      expect(await week()).to.include({ activePlayers: 2, games: 2, wins: 2 });
    });

    it('given yesterday counted once, then a game of yesterday played today is counted at the next read', async () => {
      const ann = await stats.registered('2026-01-10T10:00:00Z');
      const ben = await stats.registered('2026-01-10T10:00:00Z');
      await stats.scored(ann, daysAgo(1), 5000);
      const yesterday = async () => (await stats.userStats.execute('30d')).series.at(-2);
      expect(await yesterday()).to.include({ from: daysAgo(1), activePlayers: 1, games: 1, wins: 1 });

      await stats.scored(ben, daysAgo(1), 0, 'forfeit');
      expect(await yesterday()).to.include({ activePlayers: 2, games: 2, wins: 1 });
      // A score changed after the fact (an admin's correction) is counted again too.
      await database().knex('game_scores').where({ user_id: ben.id }).update({ status: 'won', score: 100 });
      expect(await yesterday()).to.include({ activePlayers: 2, games: 2, wins: 2 });
    });
  });
});
