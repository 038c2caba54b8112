import { expect } from 'chai';
import { expectError, TODAY, TOMORROW, useGameServer } from '../support/game-api';
import {
  aPuzzle,
  auditOf,
  createGame as create,
  later,
  staffMember,
  type Staff,
} from '../support/manage-api';

// /manage/games*: preparing, checking and publishing the daily puzzles (admin spec 7, DESIGN 11). The
// server's day is TODAY; the sample games fill TODAY and the 15 days before it.

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
      expectError(await editor.get('/manage/games/2026-13-01/categories'), 400, 'INVALID_DATE_FORMAT');
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
});
