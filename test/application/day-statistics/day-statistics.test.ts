import { expect } from 'chai';
import type { PublishedGame } from '../../../application/ports/game.repository';
import { guestPlayer, userPlayer, type Player } from '../../../application/ports/player';
import { aPublishedGame } from '../../support/builders/published-game.builder';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { leftOf, rightOf } from '../../support/either';

const user = (n: string) => userPlayer(`00000000-0000-4000-8000-0000000000${n}`);
const [alice, bob, carol] = [user('a1'), user('b2'), user('c3')];
const guest = guestPlayer('guest_statistics0000000');

// Scores are open to everybody; what tells the categories (their names, the mistakes, the difficulty) is
// shown for today's game only to players who finished it, and to everybody once the day is over.
describe('Application | Day statistics', () => {
  let game: GameplayFixture;
  let today: PublishedGame;
  let yesterday: PublishedGame;

  /** The wrong attempts, then the categories solved in this order; a game left unsolved is forfeited. */
  async function plays(player: Player, puzzle: PublishedGame, order: number[], wrong: string[][] = []) {
    for (const words of wrong) await game.select(player, puzzle.gameDate, words);
    for (const position of order) await game.solve(player, puzzle, position);
    if (order.length < 5) rightOf(await game.endGame.forfeit(player, puzzle.gameDate));
  }

  beforeEach(async () => {
    game = gameplayFixture();
    yesterday = await game.given(aPublishedGame().on('2026-02-28'));
    today = await game.given();
    await plays(alice, today, [0, 1, 2, 3, 4], [['apple', 'red', 'cat']]);
    await plays(
      bob,
      today,
      [1, 0],
      [
        ['apple', 'red', 'cat'],
        ['iron', 'mars', 'pear'],
      ],
    );
    await plays(guest, today, [4, 3, 2, 1, 0]);
  });

  it("given today's game, then anybody sees the registered players' scores and where a score stands", async () => {
    expect(rightOf(await game.dayStatistics.percentile(today.gameDate, 5_000))).to.deep.equal({
      gameDate: '2026-03-01',
      percentile: 50,
      scores: [0, 9_500],
      totalPlayers: 2,
    });
    expect(rightOf(await game.dayStatistics.percentile(today.gameDate, null)).percentile).to.equal(null);
  });

  it("given today's game not finished by the asker, then its mistakes, difficulty and categories stay hidden", async () => {
    await game.solve(carol, today, 0);

    for (const asker of [carol, null, user('d4')]) {
      expect(leftOf(await game.dayStatistics.mistakes(asker, today.gameDate)).code).to.equal(
        'DAY_NOT_FINISHED',
      );
      expect(leftOf(await game.dayStatistics.categoryDifficulty(asker, today.gameDate)).code).to.equal(
        'DAY_NOT_FINISHED',
      );
      expect(leftOf(await game.dayStatistics.categories(asker, today.gameDate)).code).to.equal(
        'DAY_NOT_FINISHED',
      );
    }
  });

  it("given today's game finished by the asker, then the common mistakes, most common first", async () => {
    const { mistakes } = rightOf(await game.dayStatistics.mistakes(alice, today.gameDate));

    expect(mistakes).to.deep.equal([
      { words: ['apple', 'cat', 'red'], count: 2 },
      { words: ['iron', 'mars', 'pear'], count: 1 },
    ]);
    expect(rightOf(await game.dayStatistics.mistakes(alice, today.gameDate, 1)).mistakes).to.have.length(1);
  });

  it("given today's game finished, then each category's solvers among the finished players, with its name", async () => {
    const { categories } = rightOf(await game.dayStatistics.categoryDifficulty(bob, today.gameDate));

    expect(categories.map((c) => [c.name, c.successCount, c.totalPlayers])).to.deep.equal([
      ['Fruit', 3, 3],
      ['Colours', 3, 3],
      ['Animals', 2, 3],
      ['Metals', 2, 3],
      ['Planets', 2, 3],
    ]);
    expect(categories.map((c) => c.averageSolveOrder)).to.deep.equal([
      (1 + 2 + 5) / 3,
      (2 + 1 + 4) / 3,
      3,
      3,
      3,
    ]);
  });

  it('given a past day, then everything is open, also to those who never played it', async () => {
    await plays(carol, yesterday, [2], [['apple', 'red', 'cat']]);

    expect(rightOf(await game.dayStatistics.mistakes(null, yesterday.gameDate)).mistakes).to.have.length(1);
    expect(rightOf(await game.dayStatistics.categories(bob, yesterday.gameDate)).categories).to.have.length(
      5,
    );
    const { categories } = rightOf(await game.dayStatistics.categoryDifficulty(null, yesterday.gameDate));
    expect(categories[2]).to.include({ name: 'Animals', successCount: 1, totalPlayers: 1 });
  });

  it('given tomorrow, then GAME_NOT_FOUND even for a published game', async () => {
    await game.given(aPublishedGame().on('2026-03-02'));

    expect(leftOf(await game.dayStatistics.categories(alice, '2026-03-02')).code).to.equal('GAME_NOT_FOUND');
  });
});
