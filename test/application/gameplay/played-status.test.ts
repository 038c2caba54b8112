import { expect } from 'chai';
import { userPlayer } from '../../../application/ports/player';
import { aPublishedGame } from '../../support/builders/published-game.builder';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { leftOf, rightOf } from '../../support/either';

const player = userPlayer('00000000-0000-4000-8000-00000000a009');

describe('Application | Gameplay | Played status', () => {
  let game: GameplayFixture;

  beforeEach(async () => {
    game = gameplayFixture();
    for (const date of ['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'])
      await game.given(aPublishedGame().on(date));
  });

  it("given no date, then today's status: available and not played", async () => {
    expect(rightOf(await game.played.one(player, undefined))).to.deep.equal({
      gameDate: '2026-03-01',
      hasPlayed: false,
      score: null,
      gameStatus: null,
      gameAvailable: true,
    });
  });

  it('given dates won, forfeited, in play, unplayed, without a game and tomorrow, then each in the order asked', async () => {
    const won = (await game.stores.games.findPublished('2026-02-26'))!;
    for (const position of [0, 1, 2, 3, 4]) await game.solve(player, won, position);
    await game.select(player, '2026-02-27', ['apple', 'red', 'cat']);
    await game.endGame.forfeit(player, '2026-02-27');
    await game.select(player, '2026-02-28', ['apple', 'red', 'cat']);
    const dates = ['2026-03-02', '2026-02-27', '2026-02-26', '2026-02-28', '2026-03-01', '2026-02-01'];

    const statuses = rightOf(await game.played.batch(player, dates));

    expect(
      statuses.map((s) => [s.gameDate, s.hasPlayed, s.score, s.gameStatus, s.gameAvailable]),
    ).to.deep.equal([
      ['2026-03-02', false, null, null, false],
      ['2026-02-27', true, 0, 'forfeit', true],
      ['2026-02-26', true, 10_000, 'won', true],
      ['2026-02-28', false, null, 'playing', true],
      ['2026-03-01', false, null, null, true],
      ['2026-02-01', false, null, null, false],
    ]);
  });

  it('given no dates, then none; given over 100, then TOO_MANY_DATES', async () => {
    expect(rightOf(await game.played.batch(player, []))).to.deep.equal([]);
    expect(leftOf(await game.played.batch(player, Array(101).fill('2026-03-01'))).code).to.equal(
      'TOO_MANY_DATES',
    );
  });
});
