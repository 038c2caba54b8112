import { expect } from 'chai';
import { expectError, TODAY, TOMORROW, useGameServer, type GameServer } from '../support/game-api';
import { aPuzzle, createGame as create, later, staffMember, type Staff } from '../support/manage-api';

// /manage/games*: the lists by status, the free dates, the calendar, reordering and import (admin spec 7,
// DESIGN 11). The server's day is TODAY; the sample games fill TODAY and the 15 days before it.

describe('API | Control panel | Games schedule', function () {
  this.timeout(60_000);

  describe('lists, dates and reordering', () => {
    const game: GameServer = useGameServer();
    let editor: Staff;
    before(async () => {
      editor = await staffMember(game, ['admin']);
    });

    it('given the sample days, then published pages by 10 newest first, and the next free date is tomorrow', async () => {
      const first = await editor.get('/manage/games/status/published');
      expect(first.body).to.include({ total: 16, pages: 2, currentPage: 1 });
      expect(first.body.games.map((g: { date: string }) => g.date)[0]).to.equal(TODAY);
      const second = await editor.get('/manage/games/status/published?page=2');
      expect(second.body.games).to.have.length(6);
      expect((await editor.get('/manage/games/status/past')).body.total).to.equal(15);
      expect((await editor.get('/manage/games/next-date')).body).to.deep.equal({ date: TOMORROW });
      const available = (await editor.get('/manage/available-dates')).body.dates;
      expect(available).to.have.length(59);
      expect(available[0]).to.equal(TOMORROW);
    });

    it('given drafts and upcoming games, then each list has its own, drafts unpaged, and the calendar shows both', async () => {
      const upcoming = await create(editor, later(1), 'up', true);
      const draft = await create(editor, later(2), 'dr');
      const list = (await editor.get('/manage/games/status/draft')).body;
      expect(list).to.not.have.property('total');
      expect(list.games.map((g: { _id: string }) => g._id)).to.deep.equal([draft._id]);
      expect(
        (await editor.get('/manage/games/status/upcoming')).body.games.map((g: { _id: string }) => g._id),
      ).to.deep.equal([upcoming._id]);
      expect((await editor.get('/manage/games/next-date')).body.date).to.equal(later(3));
      const calendar = (await editor.get(`/manage/games/calendar?from=${TODAY}&to=${later(3)}`)).body.days;
      expect(calendar.map((d: { date: string; status: string }) => [d.date, d.status])).to.deep.equal([
        [TODAY, 'published'],
        [later(1), 'upcoming'],
        [later(2), 'draft'],
      ]);
      const categories = (await editor.get(`/manage/games/${later(2)}/categories`)).body.categories;
      expect(categories[0]).to.include({ name: 'Puut dr', createdBy: editor.username, bankCategoryId: null });
    });

    it('given games after today, then reorder moves them onto the same dates in the new order; today cannot move', async () => {
      const movable = (await editor.get('/manage/games/reorder')).body.games;
      const ids = movable.map((g: { _id: string }) => g._id);
      const dates = movable.map((g: { date: string }) => g.date);
      expect(dates).to.deep.equal([...dates].sort());

      const answer = await editor.post('/manage/games/reorder', { gameIds: [...ids].reverse() });

      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      expect(answer.body.games.map((g: { date: string }) => g.date)).to.deep.equal(dates);
      expect(answer.body.games.map((g: { _id: string }) => g._id)).to.deep.equal([...ids].reverse());
      const today = (await editor.get('/manage/games/status/published?limit=1')).body.games[0];
      expectError(
        await editor.post('/manage/games/reorder', { gameIds: [today._id, ids[0]] }),
        409,
        'GAME_LOCKED',
      );
      expectError(
        await editor.post('/manage/games/reorder', { gameIds: [ids[0], ids[0]] }),
        400,
        'REORDER_INVALID',
      );
    });

    it('given recent games, then the recent usage lists their words and names with dates', async () => {
      const usage = (await editor.get(`/manage/games/recent-usage?date=${later(4)}`)).body;
      expect(usage.words).to.deep.include({
        word: 'up-0-1',
        dates: [usage.words.find((w: { word: string }) => w.word === 'up-0-1').dates[0]],
      });
      expect(usage.names.map((n: { name: string }) => n.name)).to.include('Puut up');
    });

    it('given the import file format, then the control panel imports it like the command line, audited', async () => {
      const file = {
        games: [{ date: later(20), categories: aPuzzle('imp').map((c) => ({ ...c, words: c.words })) }],
      };
      const answer = await editor.post('/manage/games/import', file);
      expect(answer.body).to.deep.equal({ created: 1, replaced: 0, unchanged: 0 });
      expect((await editor.post('/manage/games/import', file)).body).to.deep.equal({
        created: 0,
        replaced: 0,
        unchanged: 1,
      });
      const refused = await editor.post('/manage/games/import', { games: [{ date: 'x' }] });
      expectError(refused, 400, 'IMPORT_INVALID');
      expect(refused.body.details.problems[0]).to.deep.equal({
        path: 'games[0].date',
        message: 'must be a date YYYY-MM-DD',
      });
    });

    it('given a published game for tomorrow, then players get it on its day and not before', async () => {
      const [tomorrow] = (await editor.get(`/manage/games/calendar?from=${TOMORROW}&to=${TOMORROW}`)).body
        .days;
      expect((await editor.post(`/manage/games/${tomorrow.gameId}/publish`, {})).status).to.equal(200);
      expectError(await (await game.registered()).get(`/game/daily/${later(1)}`), 404, 'GAME_NOT_FOUND');
      game.clock.advance(24 * 60 * 60 * 1000);
      try {
        const daily = await (await game.registered()).get('/game/daily');
        expect(daily.status, JSON.stringify(daily.body)).to.equal(200);
        expect(daily.body.gameDate).to.equal(later(1));
      } finally {
        game.clock.advance(-24 * 60 * 60 * 1000);
      }
    });
  });
});
