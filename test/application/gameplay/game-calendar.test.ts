import { expect } from 'chai';
import { guestPlayer, userPlayer } from '../../../application/ports/player';
import { aPublishedGame } from '../../support/builders/published-game.builder';
import { gameplayFixture } from '../../support/fakes/gameplay-fixture';
import { leftOf, rightOf } from '../../support/either';

const player = userPlayer('00000000-0000-4000-8000-00000000a007');
const INVALID_DATE = {
  code: 'INVALID_DATE_FORMAT',
  message: 'Invalid date format. Expected format: YYYY-MM-DD',
};
const UTC_INSTANCE = { slug: 'en', language: 'en' as const, timeZone: 'UTC' };

describe('Application | Gameplay | Dates and the day turning over', () => {
  for (const date of ['2026-02-30', '1.3.2026', '2026-3-1', 'today', 20260301]) {
    it(`given the date ${JSON.stringify(date)}, then every call answers the spec's invalid-date text`, async () => {
      const game = gameplayFixture();
      await game.given();

      expect(leftOf(await game.daily.execute(date, player))).to.include(INVALID_DATE);
      expect(leftOf(await game.gameSessions.state(player, date))).to.include(INVALID_DATE);
      expect(leftOf(await game.endGame.forfeit(player, date))).to.include(INVALID_DATE);
      expect(leftOf(await game.played.batch(player, [date]))).to.include(INVALID_DATE);
      expect(leftOf(await game.attempts.list(player, date))).to.include(INVALID_DATE);
    });
  }

  it("given tomorrow's game already published, then it answers GAME_NOT_FOUND and starts nothing", async () => {
    const game = gameplayFixture();
    await game.given(aPublishedGame().on('2026-03-02'));

    expect(leftOf(await game.daily.execute('2026-03-02', null)).code).to.equal('GAME_NOT_FOUND');
    expect(leftOf(await game.gameSessions.start(player, { gameDate: '2026-03-02' })).code).to.equal(
      'GAME_NOT_FOUND',
    );
    const check = await game.checkSelection.execute(player, {
      gameDate: '2026-03-02',
      selectedWords: ['apple', 'pear', 'plum'],
    });
    expect(leftOf(check).code).to.equal('GAME_NOT_FOUND');
    expect(leftOf(await game.dayStatistics.percentile('2026-03-02', 100)).code).to.equal('GAME_NOT_FOUND');
    expect(await game.stores.sessions.find(player, '2026-03-02')).to.equal(null);
  });

  it('given Helsinki, then the next game opens at local midnight, 22:00 UTC in winter', async () => {
    const game = gameplayFixture({ now: '2026-03-01T21:59:59Z' });
    await game.given(aPublishedGame().on('2026-03-02'));
    expect(leftOf(await game.daily.execute(undefined, player)).code).to.equal('GAME_NOT_FOUND');

    game.clock.set('2026-03-01T22:00:00Z');

    expect(rightOf(await game.daily.execute(undefined, player))).to.include({
      gameDate: '2026-03-02',
      today: '2026-03-02',
    });
  });

  it('given Helsinki in summer, then the day turns at 21:00 UTC', async () => {
    const game = gameplayFixture({ now: '2026-06-30T20:59:59Z' });
    expect(game.calendar.today()).to.equal('2026-06-30');

    game.clock.set('2026-06-30T21:00:00Z');

    expect(game.calendar.today()).to.equal('2026-07-01');
  });

  it('given a UTC instance at 22:00 UTC, then it is still the same day there until midnight UTC', async () => {
    const game = gameplayFixture({ now: '2026-03-01T22:00:00Z', instance: UTC_INSTANCE });
    await game.given(aPublishedGame().on('2026-03-02'));
    expect(leftOf(await game.daily.execute('2026-03-02', player)).code).to.equal('GAME_NOT_FOUND');

    game.clock.set('2026-03-02T00:00:00Z');

    expect(rightOf(await game.daily.execute('2026-03-02', player)).gameDate).to.equal('2026-03-02');
  });

  it("given no date, then the daily game is today's layout without any grouping, a demo for guests", async () => {
    const game = gameplayFixture();
    await game.given(aPublishedGame().on('2026-02-28'));
    const today = await game.given(aPublishedGame().on('2026-03-01').titled('Maaliskuu'));

    const forUser = rightOf(await game.daily.execute(undefined, player));

    expect(forUser).to.deep.equal({
      gameDate: '2026-03-01',
      today: '2026-03-01',
      title: 'Maaliskuu',
      sequenceNumber: 2,
      gridLayout: today.gridLayout,
      isDemo: false,
    });
    expect(
      rightOf(await game.daily.execute(undefined, guestPlayer('guest_daily00000000000'))).isDemo,
    ).to.equal(true);
    expect(rightOf(await game.daily.execute(undefined, null)).isDemo).to.equal(true);
  });

  it('given a past date, then its game can still be played', async () => {
    const game = gameplayFixture();
    const yesterday = await game.given(aPublishedGame().on('2026-02-28'));

    expect((await game.solve(player, yesterday, 0)).correct).to.equal(true);
  });
});
