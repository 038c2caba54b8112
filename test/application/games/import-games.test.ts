import { expect } from 'chai';
import { userPlayer } from '../../../application/ports/player';
import { aPublishedGame } from '../../support/builders/published-game.builder';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { leftOf, rightOf } from '../../support/either';

const fileOf = (...games: ReturnType<typeof aPublishedGame>[]) => ({ games: games.map((g) => g.toImport()) });
const march = (day: number) => aPublishedGame().on(`2026-03-0${day}`);

// The import format, all or nothing and idempotent per date (npm run games:import, the control panel).
describe('Application | Games | Import', () => {
  let game: GameplayFixture;

  beforeEach(() => {
    game = gameplayFixture();
  });

  it('given new games, then each is published with its categories and a layout of its 15 words drawn once', async () => {
    expect(
      rightOf(await game.importGames.execute(fileOf(march(1), march(2).titled('Toinen')))),
    ).to.deep.equal({
      created: 2,
      replaced: 0,
      unchanged: 0,
    });

    const second = (await game.stores.games.findPublished('2026-03-02'))!;
    expect(second).to.include({ title: 'Toinen', sequenceNumber: 2 });
    expect(second.categories.map((c) => c.name)).to.deep.equal([
      'Fruit',
      'Colours',
      'Animals',
      'Metals',
      'Planets',
    ]);
    expect(second.gridLayout.map((row) => row.length)).to.deep.equal([3, 3, 3, 3, 3]);
    expect(second.gridLayout.flat()).to.have.members(second.categories.flatMap((c) => c.words));
  });

  it('given the same file twice, then the second import changes nothing, the layouts included', async () => {
    rightOf(await game.importGames.execute(fileOf(march(1), march(2))));
    const layout = (await game.stores.games.findPublished('2026-03-01'))!.gridLayout;

    expect(rightOf(await game.importGames.execute(fileOf(march(1), march(2))))).to.deep.equal({
      created: 0,
      replaced: 0,
      unchanged: 2,
    });
    expect((await game.stores.games.findPublished('2026-03-01'))!.gridLayout).to.deep.equal(layout);
  });

  it('given an edited game nobody played, then it is replaced', async () => {
    rightOf(await game.importGames.execute(fileOf(march(1))));

    const edited = march(1).withCategory(0, { name: 'Berries' });

    expect(rightOf(await game.importGames.execute(fileOf(edited, march(2))))).to.include({
      replaced: 1,
      created: 1,
    });
    expect((await game.stores.games.findPublished('2026-03-01'))!.categories[0]).to.include({
      name: 'Berries',
    });
  });

  it('given a file with problems, then nothing is imported and every problem is named by its path', async () => {
    const file = fileOf(
      march(1),
      march(2).withCategory(1, { words: ['red', 'blue'], color: 'green' }),
      march(2),
    );

    const refused = leftOf(await game.importGames.execute(file));

    expect(refused.code).to.equal('IMPORT_INVALID');
    expect(refused.message).to.equal(
      'Nothing imported: games[1].categories[1].words: must be a list of 3 words',
    );
    expect(refused.details!.problems).to.deep.equal([
      { path: 'games[1].categories[1].words', message: 'must be a list of 3 words' },
      { path: 'games[1].categories[1].color', message: 'must look like #a1b2c3' },
      { path: 'games[2].date', message: 'repeats the date of games[1]' },
    ]);
    expect(await game.stores.games.countGames()).to.equal(0);
  });

  for (const input of [null, {}, { games: [] }, [march(1).toImport()]]) {
    it(`given ${JSON.stringify(input)?.slice(0, 30)}, then IMPORT_INVALID at games`, async () => {
      const refused = leftOf(await game.importGames.execute(input));

      expect(refused.details!.problems).to.deep.equal([
        { path: 'games', message: 'must be a non-empty list of games' },
      ]);
    });
  }

  it('given an edit of a game somebody played, then the whole file is refused and the played game stays', async () => {
    const played = await game.given(march(1));
    await game.solve(userPlayer('00000000-0000-4000-8000-00000000e001'), played, 0);

    const refused = leftOf(
      await game.importGames.execute(fileOf(march(2), march(1).withCategory(4, { name: 'Moons' }))),
    );

    expect(refused.details!.problems).to.deep.equal([
      { path: 'games[1]', message: 'has been played and cannot be replaced' },
    ]);
    expect(await game.stores.games.findPublished('2026-03-02')).to.equal(null);
    expect((await game.stores.games.findPublished('2026-03-01'))!.categories[4]).to.include({
      name: 'Planets',
    });
  });
});
