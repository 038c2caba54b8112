import { expect } from 'chai';
import { addDays } from '../../domain/game/calendar';
import { expectError, TODAY, TOMORROW, useGameServer, type GameServer } from '../support/game-api';
import { aPuzzle, auditOf, staffMember, type Staff } from '../support/manage-api';

// /manage/games*: preparing, checking and publishing the daily puzzles (admin spec 7, DESIGN 11). The
// server's day is TODAY; the sample games fill TODAY and the 15 days before it.

const later = (days: number) => addDays(TODAY, days);

const create = async (staff: Staff, date: string, tag: string, publish = false) => {
  const answer = await staff.post('/manage/games', { date, categories: aPuzzle(tag), publish });
  expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
  return answer.body.game;
};

describe('API | Control panel | Games', function () {
  this.timeout(60_000);

  describe('who may call', () => {
    const game = useGameServer();
    const paths: [string, string, unknown?][] = [
      ['GET', '/manage/games/status/upcoming'],
      ['GET', '/manage/games/next-date'],
      ['GET', '/manage/available-dates'],
      ['GET', '/manage/games/reorder'],
      ['GET', `/manage/games/calendar?from=${TODAY}&to=${TOMORROW}`],
      ['GET', `/manage/games/recent-usage?date=${TOMORROW}`],
      ['GET', `/manage/games/${TODAY}/categories`],
      ['POST', '/manage/games', { date: later(30), categories: aPuzzle('roles') }],
    ];
    const call = (staff: Staff, [method, path, body]: [string, string, unknown?]) =>
      method === 'GET' ? staff.get(path) : staff.post(path, body);

    it('given no token, then 401; a player, 403; a game manager and an admin, allowed', async () => {
      const guest = await game.api.get('/manage/games/status/upcoming');
      expectError(guest, 401, 'UNAUTHORIZED');
      const player = await staffMember(game, []);
      for (const path of paths) expectError(await call(player, path), 403, 'FORBIDDEN');
      for (const roles of [['gameManager'], ['admin']] as const) {
        const staff = await staffMember(game, roles);
        for (const path of paths) {
          const body =
            path[0] === 'POST'
              ? { date: later(roles[0] === 'admin' ? 31 : 32), categories: aPuzzle(roles[0]) }
              : undefined;
          const answer = await call(staff, [path[0], path[1], body]);
          expect(answer.status, `${roles} ${path[1]} ${JSON.stringify(answer.body)}`).to.be.oneOf([200, 201]);
        }
      }
    });
  });

  describe('drafts, edits and publishing', () => {
    const game = useGameServer();
    let editor: Staff;
    before(async () => {
      editor = await staffMember(game, ['gameManager']);
    });

    it('given an unfinished draft, then it is saved without a layout and cannot be published until complete', async () => {
      const categories = aPuzzle('draft');
      categories[1]!.words[2] = '';
      const saved = await editor.post('/manage/games', { date: later(5), categories });
      expect(saved.status, JSON.stringify(saved.body)).to.equal(201);
      expect(saved.body.game).to.include({
        date: later(5),
        status: 'draft',
        published: false,
        version: 1,
        locked: false,
      });
      expect(saved.body.game.gridLayout).to.equal(null);

      const refused = await editor.post(`/manage/games/${saved.body.game._id}/publish`, {});
      expectError(refused, 400, 'GAME_NOT_PUBLISHABLE');
      expect(refused.body.details.problems).to.deep.include({
        field: 'categories.1.words.2',
        code: 'WORD_REQUIRED',
        message: 'Write a word',
      });

      const fixed = await editor.put(`/manage/games/${saved.body.game._id}`, {
        date: later(5),
        categories: aPuzzle('draft'),
        version: 1,
      });
      expect(fixed.body.game.version).to.equal(2);
      expect(fixed.body.game.gridLayout.flat()).to.have.members(aPuzzle('draft').flatMap((c) => c.words));

      const published = await editor.post(`/manage/games/${saved.body.game._id}/publish`, { version: 2 });
      expect(published.status).to.equal(200);
      expect(published.body.game).to.include({ status: 'upcoming', published: true, version: 3 });
      expect(published.body.game.gridLayout).to.deep.equal(fixed.body.game.gridLayout);
    });

    it('given a repeated word, then even the draft names both places; a published game cannot be saved broken', async () => {
      const categories = aPuzzle('dup');
      categories[3]!.extraWord = categories[0]!.words[0]!.toUpperCase();
      const publishedBroken = await editor.post('/manage/games', {
        date: later(6),
        categories,
        publish: true,
      });
      expectError(publishedBroken, 400, 'GAME_NOT_PUBLISHABLE');
      expect(publishedBroken.body.details.problems.map((p: { field: string }) => p.field)).to.deep.equal([
        'categories.0.words.0',
        'categories.3.extraWord',
      ]);
      const live = await create(editor, later(6), 'dup', true);
      const broken = await editor.put(`/manage/games/${live._id}`, {
        date: later(6),
        categories,
        version: 1,
      });
      expectError(broken, 400, 'GAME_NOT_PUBLISHABLE');
    });

    it('given an edit of a typo, then every other word keeps its cell of the layout', async () => {
      const live = await create(editor, later(7), 'typo', true);
      const categories = aPuzzle('typo');
      categories[2]!.words[1] = 'korjattu';
      const edited = await editor.put(`/manage/games/${live._id}/words`, { categories, version: 1 });
      const expected = live.gridLayout.map((row: string[]) =>
        row.map((w) => (w === 'typo-2-2' ? 'korjattu' : w)),
      );
      expect(edited.body.game.gridLayout).to.deep.equal(expected);
    });

    it('given a stale version, then 409 GAME_VERSION_CONFLICT with the current version and nothing saved', async () => {
      const saved = await create(editor, later(8), 'stale');
      await editor.put(`/manage/games/${saved._id}`, {
        date: later(8),
        categories: aPuzzle('first'),
        version: 1,
      });

      const late = await editor.put(`/manage/games/${saved._id}`, {
        date: later(8),
        categories: aPuzzle('second'),
        version: 1,
      });

      expectError(late, 409, 'GAME_VERSION_CONFLICT');
      expect(late.body.details).to.deep.equal({ currentVersion: 2 });
      const stored = await editor.get(`/manage/games/${saved._id}`);
      expect(stored.body.game.categories[0].name).to.equal('Puut first');
    });

    it('given a date another game has, then 409 GAME_DATE_TAKEN', async () => {
      await create(editor, later(9), 'one');
      expectError(
        await editor.post('/manage/games', { date: later(9), categories: aPuzzle('two') }),
        409,
        'GAME_DATE_TAKEN',
      );
      const other = await create(editor, later(10), 'other');
      const moved = await editor.put(`/manage/games/${other._id}`, {
        date: later(9),
        categories: aPuzzle('other'),
        version: 1,
      });
      expectError(moved, 409, 'GAME_DATE_TAKEN');
    });

    it("given today's game that somebody played, then editing, deleting and unpublishing it answer 409", async () => {
      const today = (await editor.get(`/manage/games/status/published?limit=1`)).body.games[0];
      expect(today.date).to.equal(TODAY);
      await (await game.registered()).start();

      const edit = await editor.put(`/manage/games/${today._id}`, {
        date: TODAY,
        categories: today.categories,
        version: today.version,
      });
      expectError(edit, 409, 'GAME_LOCKED');
      expectError(await editor.delete(`/manage/games/${today._id}`), 409, 'GAME_LOCKED');
      expectError(await editor.post(`/manage/games/${today._id}/unpublish`, {}), 409, 'GAME_ALREADY_LIVE');
      expect((await editor.get(`/manage/games/${today._id}`)).body.game).to.include({
        locked: true,
        playerCount: 1,
      });
    });

    it('given a game for tomorrow, then unpublishing makes it a draft, and deleting removes it', async () => {
      const saved = await create(editor, later(11), 'back', true);
      const draft = await editor.post(`/manage/games/${saved._id}/unpublish`, { version: 1 });
      expect(draft.body.game).to.include({ status: 'draft', published: false });
      expect((await editor.delete(`/manage/games/${saved._id}`)).status).to.equal(200);
      expectError(await editor.get(`/manage/games/${saved._id}`), 404, 'GAME_NOT_FOUND');
      expect((await auditOf(game, saved._id)).map((r) => r.action)).to.deep.equal([
        'game.create-published',
        'game.unpublish',
        'game.delete',
      ]);
    });

    it('given bad input, then 400 naming it, 404 for an unknown game', async () => {
      expectError(
        await editor.post('/manage/games', { date: '2026-02-30', categories: aPuzzle('x') }),
        400,
        'INVALID_DATE_FORMAT',
      );
      expectError(
        await editor.post('/manage/games', { date: later(12), categories: 'no' }),
        400,
        'VALIDATION_ERROR',
      );
      expectError(
        await editor.post('/manage/games', { date: later(12), categories: aPuzzle('x').slice(1) }),
        400,
        'GAME_INVALID',
      );
      expectError(await editor.get('/manage/games/status/soon'), 400, 'VALIDATION_ERROR');
      expectError(await editor.get('/manage/games/not-an-id'), 404, 'GAME_NOT_FOUND');
      expectError(
        await editor.post('/manage/games/00000000-0000-4000-8000-000000000000/publish', {}),
        404,
        'GAME_NOT_FOUND',
      );
      expectError(
        await editor.get('/manage/games/calendar?from=2026-01-01&to=2026-12-31'),
        400,
        'DATE_RANGE_INVALID',
      );
    });
  });

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
