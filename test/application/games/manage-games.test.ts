import { expect } from 'chai';
import { leftOf, rightOf } from '../../support/either';
import { useSqlDatabase } from '../../support/sql-database';
import {
  aPuzzle,
  EDITOR,
  later,
  manageGamesFixture,
  TODAY,
  type ManageGamesFixture,
} from './manage-games-fixture';

describe('Application | Games | Control panel use cases', () => {
  const database = useSqlDatabase();
  let games: ManageGamesFixture;

  beforeEach(() => {
    games = manageGamesFixture(database());
  });

  const create = async (date: string, tag: string, publish = false) =>
    rightOf(await games.save.create({ date, categories: aPuzzle(tag), publish }, EDITOR));

  describe('statuses and dates', () => {
    it('given games around today, then each list holds its own and the free dates skip every taken day', async () => {
      await create(later(-1), 'past', true);
      const today = await create(TODAY, 'today', true);
      const upcoming = await create(later(1), 'up', true);
      const draft = await create(later(2), 'draft');

      const ids = async (status: 'upcoming' | 'published' | 'past' | 'draft') =>
        (await games.schedule.list(status)).games.map((game) => game._id);
      expect(await ids('published')).to.deep.equal([
        today._id,
        (await games.schedule.list('past')).games[0]!._id,
      ]);
      expect(await ids('upcoming')).to.deep.equal([upcoming._id]);
      expect(await ids('draft')).to.deep.equal([draft._id]);
      expect((await games.schedule.list('past')).total).to.equal(1);
      expect(await games.schedule.nextDate()).to.deep.equal({ date: later(3) });
      const { dates } = await games.schedule.availableDates();
      expect(dates.slice(0, 2)).to.deep.equal([later(3), later(4)]);
      expect(dates).to.have.length(57);
    });

    it("given two days passing, then yesterday's game is published and past, and today's draft stays a draft", async () => {
      await create(later(1), 'up', true);
      await create(later(2), 'dr');
      games.clock.advance(2 * 24 * 60 * 60 * 1000);
      expect((await games.schedule.list('published')).games.map((g) => g.date)).to.deep.equal([later(1)]);
      expect((await games.schedule.list('past')).games.map((g) => [g.date, g.status])).to.deep.equal([
        [later(1), 'past'],
      ]);
      expect((await games.schedule.list('draft')).games.map((g) => [g.date, g.status])).to.deep.equal([
        [later(2), 'draft'],
      ]);
    });
  });

  describe('the 409 cases', () => {
    it('given a stale version, a taken date, a played game and a game on its day, then each is refused and nothing changes', async () => {
      const draft = await create(later(3), 'a');
      await create(later(4), 'b');
      const today = await create(TODAY, 'today', true);
      await games.save.update(draft._id, { date: later(3), categories: aPuzzle('a2'), version: 1 }, EDITOR);

      const stale = leftOf(
        await games.save.update(draft._id, { date: later(3), categories: aPuzzle('a3'), version: 1 }, EDITOR),
      );
      expect(stale).to.deep.equal({
        code: 'GAME_VERSION_CONFLICT',
        message: 'Somebody else saved this game after you opened it',
        details: { currentVersion: 2 },
      });
      expect(
        leftOf(
          await games.save.update(
            draft._id,
            { date: later(4), categories: aPuzzle('a2'), version: 2 },
            EDITOR,
          ),
        ).code,
      ).to.equal('GAME_DATE_TAKEN');
      expect(leftOf(await games.publishing.unpublish(today._id, undefined, EDITOR)).code).to.equal(
        'GAME_ALREADY_LIVE',
      );

      await games.played(TODAY);
      expect(leftOf(await games.remove.execute(today._id, undefined, EDITOR)).code).to.equal('GAME_LOCKED');
      expect(
        leftOf(await games.save.updateWords(today._id, { categories: aPuzzle('x'), version: 1 }, EDITOR))
          .code,
      ).to.equal('GAME_LOCKED');
      expect(rightOf(await games.schedule.one(draft._id)).categories[0]!.name).to.equal('Puut a2');
      expect(await games.auditActions()).to.deep.equal([
        'game.create',
        'game.create',
        'game.create-published',
        'game.update',
      ]);
    });

    it('given a played game of a later day, then it is not locked: only its day makes it so', async () => {
      const tomorrow = await create(later(1), 'tomorrow', true);
      await games.played(later(1));
      expect(rightOf(await games.schedule.one(tomorrow._id))).to.include({ locked: false, playerCount: 1 });
      games.clock.advance(24 * 60 * 60 * 1000);
      expect(rightOf(await games.schedule.one(tomorrow._id))).to.include({ locked: true });
    });
  });

  describe('reorder', () => {
    it('given three later games, then they swap onto the same dates in one go, versions bumped', async () => {
      const [a, b, c] = [
        await create(later(1), 'a', true),
        await create(later(2), 'b'),
        await create(later(5), 'c', true),
      ];

      const moved = rightOf(await games.reorder.execute([c._id, a._id, b._id], EDITOR));

      expect(moved.map((game) => [game._id, game.date, game.version])).to.deep.equal([
        [c._id, later(1), 2],
        [a._id, later(2), 2],
        [b._id, later(5), 2],
      ]);
      expect((await games.reorder.movable()).map((game) => game._id)).to.deep.equal([c._id, a._id, b._id]);
    });

    it("given today's game or an unknown id among them, then nothing moves", async () => {
      const today = await create(TODAY, 'today', true);
      const later1 = await create(later(1), 'l');
      expect(leftOf(await games.reorder.execute([later1._id, today._id], EDITOR)).code).to.equal(
        'GAME_LOCKED',
      );
      expect(leftOf(await games.reorder.execute([later1._id, 'nope'], EDITOR)).code).to.equal(
        'GAME_NOT_FOUND',
      );
      expect(leftOf(await games.reorder.execute([later1._id], EDITOR)).code).to.equal('REORDER_INVALID');
      expect(rightOf(await games.schedule.one(later1._id)).date).to.equal(later(1));
    });
  });

  describe('publishing', () => {
    it('given an unfinished draft, then publish names its problems; finished, it gets a layout and is live on its day', async () => {
      const categories = aPuzzle('p');
      categories[4]!.extraWord = ' ';
      const draft = rightOf(await games.save.create({ date: later(1), categories }, EDITOR));
      expect(draft.gridLayout).to.equal(null);

      const refused = leftOf(await games.publishing.publish(draft._id, 1, EDITOR));
      expect(refused.code).to.equal('GAME_NOT_PUBLISHABLE');
      expect(refused.details?.problems).to.deep.equal([
        { field: 'categories.4.extraWord', code: 'WORD_REQUIRED', message: 'Write a word' },
      ]);

      await games.save.update(draft._id, { date: later(1), categories: aPuzzle('p'), version: 1 }, EDITOR);
      const live = rightOf(await games.publishing.publish(draft._id, 2, EDITOR));
      expect(live).to.include({ status: 'upcoming', published: true, version: 3 });
      expect(live.gridLayout!.flat()).to.have.members(aPuzzle('p').flatMap((c) => c.words));
      expect(rightOf(await games.publishing.publish(draft._id, 3, EDITOR)).version).to.equal(3);
    });
  });
});
