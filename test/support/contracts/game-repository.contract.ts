import { expect } from 'chai';
import { aGameSession } from '../builders/game-session.builder';
import { aPublishedGame } from '../builders/published-game.builder';
import { useGameplayStores, type MakeGameplayStores } from './gameplay-stores';

const REVERSED_LAYOUT = [
  ['earth', 'zinc', 'cow'],
  ['green', 'plum', 'venus'],
  ['gold', 'dog', 'blue'],
  ['pear', 'mars', 'iron'],
  ['cat', 'red', 'apple'],
];

/** The behaviour every GameRepository owes the calendar and the import: run against PostgreSQL, PGlite and the fake. */
export function gameRepositoryContract(name: string, makeStores: MakeGameplayStores): void {
  describe(`Contract | GameRepository | ${name}`, () => {
    const stores = useGameplayStores(makeStores);

    it('given a new game, when published, then created, and it reads back with its layout and categories', async () => {
      const game = aPublishedGame().on('2026-03-01').titled('Kevät').toPublish();

      expect(await stores().games.publish(game)).to.equal('created');

      const { id, ...found } = (await stores().games.findPublished('2026-03-01'))!;
      expect(id).to.be.a('string');
      const { createdBy: _createdBy, ...published } = game;
      expect(found).to.deep.equal({ ...published, sequenceNumber: 1 });
      expect(await stores().games.findPublished('2026-03-02')).to.equal(null);
    });

    it('given a published game, when the same categories come again, then unchanged and the first layout stays', async () => {
      await stores().games.publish(aPublishedGame().toPublish());

      const again = aPublishedGame().withLayout(REVERSED_LAYOUT).toPublish();

      expect(await stores().games.publish(again)).to.equal('unchanged');
      expect((await stores().games.findPublished('2026-03-01'))!.gridLayout).to.deep.equal(
        aPublishedGame().toPublish().gridLayout,
      );
    });

    it('given one new game published twice at once, then one is created and the other finds it unchanged', async () => {
      const game = aPublishedGame().on('2026-03-05').toPublish();

      const outcomes = await Promise.all([stores().games.publish(game), stores().games.publish(game)]);

      expect([...outcomes].sort()).to.deep.equal(['created', 'unchanged']);
    });

    it('given a game nobody played, when other categories come, then replaced by them', async () => {
      await stores().games.publish(aPublishedGame().toPublish());

      const edited = aPublishedGame().withCategory(2, { name: 'Pets', words: ['cat', 'dog', 'rat'] });

      expect(await stores().games.publish(edited.toPublish())).to.equal('replaced');
      const found = await stores().games.findPublished('2026-03-01');
      expect(found!.categories[2]).to.include({ name: 'Pets' });
      expect(found!.categories[2]!.words).to.deep.equal(['cat', 'dog', 'rat']);
      expect(found!.gridLayout).to.deep.equal(edited.toPublish().gridLayout);
    });

    it('given a game somebody started, when other categories come, then alreadyPlayed and it stays', async () => {
      await stores().games.publish(aPublishedGame().toPublish());
      await stores().sessions.createIfAbsent(aGameSession().on('2026-03-01').build());

      const edited = aPublishedGame().withCategory(0, { name: 'Berries' }).toPublish();

      expect(await stores().games.publish(edited)).to.equal('alreadyPlayed');
      expect((await stores().games.findPublished('2026-03-01'))!.categories[0]).to.include({ name: 'Fruit' });
    });

    it('given games published out of order, then sequence numbers count by date and countGames counts them', async () => {
      for (const date of ['2026-03-03', '2026-03-01', '2026-03-02'])
        await stores().games.publish(aPublishedGame().on(date).toPublish());

      for (const [date, sequenceNumber] of [
        ['2026-03-01', 1],
        ['2026-03-02', 2],
        ['2026-03-03', 3],
      ] as const)
        expect((await stores().games.findPublished(date))!.sequenceNumber, date).to.equal(sequenceNumber);
      expect(await stores().games.countGames()).to.equal(3);
    });

    it('given published games, then publishedDates answers the range, both ends included, newest first', async () => {
      for (const date of ['2026-02-27', '2026-02-28', '2026-03-02', '2026-03-04'])
        await stores().games.publish(aPublishedGame().on(date).toPublish());

      expect(await stores().games.publishedDates('2026-02-28', '2026-03-04')).to.deep.equal([
        '2026-03-04',
        '2026-03-02',
        '2026-02-28',
      ]);
      expect(await stores().games.publishedDates('2026-03-05', '2026-03-31')).to.deep.equal([]);
    });

    it('given no game, then countGames is 0', async () => {
      expect(await stores().games.countGames()).to.equal(0);
    });
  });
}
