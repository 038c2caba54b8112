import { expect } from 'chai';
import { addDays } from '../../domain/game/calendar';
import { expectError, TODAY, useGameServer } from '../support/game-api';
import { aPuzzle, auditOf, staffMember, type Staff } from '../support/manage-api';

// The categories bank (/manage/single-categories*, /categories*) and the review of players' suggestions
// (/manage/suggestions*), DESIGN 11.

const aCategory = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  words: [`${name}-1`, `${name}-2`, `${name}-3`],
  extraWord: `${name}-x`,
  ...overrides,
});

describe('API | Control panel | Categories bank and suggestions', function () {
  this.timeout(60_000);
  const game = useGameServer();
  let editor: Staff;
  before(async () => {
    editor = await staffMember(game, ['gameManager']);
  });

  it('given each role, then the bank and the review answer 401 without a token, 403 to a player', async () => {
    const player = await staffMember(game, []);
    for (const path of [
      '/manage/single-categories',
      '/categories/search?q=a',
      '/categories',
      '/manage/suggestions',
    ]) {
      expectError(await game.api.get(path), 401, 'UNAUTHORIZED');
      expectError(await player.get(path), 403, 'FORBIDDEN');
      expect((await editor.get(path)).status, path).to.equal(200);
    }
    expectError(await player.post('/manage/single-categories', aCategory('Kielletty')), 403, 'FORBIDDEN');
  });

  it('given a new category, then it is listed with its author, found without case or accents, edited and deleted', async () => {
    const created = await editor.post(
      '/manage/single-categories',
      aCategory('Pääkaupungit', { color: '#123abc' }),
    );
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const { category } = created.body;
    expect(category).to.include({
      name: 'Pääkaupungit',
      color: '#123abc',
      createdBy: editor.username,
      source: 'admin',
      version: 1,
    });
    expect(category.usedIn).to.deep.equal([]);

    const found = (await editor.get('/categories/search?q=PAAKAUP')).body.categories;
    expect(found.map((c: { id: string }) => c.id)).to.deep.equal([category.id]);
    const byWord = (await editor.get('/manage/single-categories?q=kaupungit-2')).body;
    expect(byWord).to.include({ total: 1, pages: 1, currentPage: 1 });

    const edited = await editor.put(
      `/manage/single-categories/${category.id}`,
      aCategory('Pääkaupungit', { extraWord: 'Oslo', version: 1 }),
    );
    expect(edited.body.category).to.include({ extraWord: 'Oslo', version: 2 });
    const read = await editor.get(`/manage/single-categories/${category.id}`);
    expect(read.body.category).to.deep.equal(edited.body.category);
    expectError(await editor.get('/manage/single-categories/nope'), 404, 'CATEGORY_NOT_FOUND');
    const stale = await editor.put(
      `/manage/single-categories/${category.id}`,
      aCategory('Vanha', { version: 1 }),
    );
    expectError(stale, 409, 'CATEGORY_VERSION_CONFLICT');

    expect((await editor.delete(`/manage/single-categories/${category.id}`)).status).to.equal(200);
    expectError(await editor.delete(`/manage/single-categories/${category.id}`), 404, 'CATEGORY_NOT_FOUND');
    expect((await auditOf(game, category.id)).map((r) => r.action)).to.deep.equal([
      'category.create',
      'category.update',
      'category.delete',
    ]);
  });

  it('given a category with problems, then 400 CATEGORY_INVALID names each field', async () => {
    const answer = await editor.post(
      '/manage/single-categories',
      aCategory('Huono', { words: ['sama', 'SAMA', ''], color: 'red' }),
    );
    expectError(answer, 400, 'CATEGORY_INVALID');
    expect(
      answer.body.details.problems.map((p: { field: string; code: string }) => [p.field, p.code]),
    ).to.deep.equal([
      ['words.2', 'WORD_REQUIRED'],
      ['color', 'COLOR_INVALID'],
      ['words.0', 'WORD_REPEATED'],
      ['words.1', 'WORD_REPEATED'],
    ]);
    expectError(
      await editor.post('/manage/single-categories', { name: 'Ei sanoja' }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('given a CSV import with one bad line, then nothing is imported and each problem is named by line and field', async () => {
    const before = (await editor.get('/manage/single-categories')).body.total;
    const refused = await editor.post('/manage/single-categories/import', {
      data: 'name;word;word;word;extra\nJoet;Kemijoki;Oulujoki;Tornionjoki;Iijoki\nJärvet;Inari;;Päijänne;Saimaa\nVäärin;a;b',
    });
    expectError(refused, 400, 'BANK_IMPORT_INVALID');
    expect(refused.body.details.problems).to.deep.equal([
      { line: 3, field: 'words.1', code: 'WORD_REQUIRED', message: 'Write a word' },
      {
        line: 4,
        field: '',
        code: 'IMPORT_CSV_FIELDS',
        message: 'must be name;word;word;word;extra (and an optional colour)',
      },
    ]);
    expect((await editor.get('/manage/single-categories')).body.total).to.equal(before);

    const json = [aCategory('Tuonti1'), aCategory('Tuonti2')];
    const imported = await editor.post('/manage/single-categories/import', { data: JSON.stringify(json) });
    expect(imported.status).to.equal(201);
    expect(imported.body).to.deep.equal({ imported: 2 });
    expect((await editor.get('/categories/search?q=tuonti')).body.categories).to.have.length(2);
  });

  it('given a suggestion, then approving puts it in the bank credited to the player; its use in a game makes it used and shows its author', async () => {
    const player = await game.registered();
    const submitted = await player.post('/suggestions', {
      name: 'Saaret',
      words: ['Hailuoto', 'Kemiönsaari', 'Vallisaari'],
      extraWord: 'Seili',
    });
    const pending = (await editor.get('/manage/suggestions')).body.suggestions;
    const mine = pending.find((s: { id: string }) => s.id === submitted.body.suggestion.id);
    expect(mine).to.include({ status: 'pending', bankCategoryId: null });

    const approved = await editor.post(`/manage/suggestions/${mine.id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).to.equal(200);
    expect(approved.body.suggestion).to.include({
      status: 'approved',
      bankCategoryId: approved.body.category.id,
    });
    expect(approved.body.category).to.include({
      source: 'suggestion',
      createdBy: mine.username,
      suggestionId: mine.id,
    });
    expectError(
      await editor.post(`/manage/suggestions/${mine.id}/approve`, {}),
      409,
      'SUGGESTION_ALREADY_REVIEWED',
    );

    const categories = aPuzzle('ehd').map((c, i) =>
      i === 2 ? { ...approved.body.category, bankCategoryId: approved.body.category.id } : c,
    );
    const date = addDays(TODAY, 3);
    const slots = categories.map(({ name, words, extraWord, bankCategoryId }) => ({
      name,
      words,
      extraWord,
      bankCategoryId,
    }));
    const draft = await editor.post('/manage/games', { date: addDays(TODAY, 4), categories: slots });
    expect(draft.status, JSON.stringify(draft.body)).to.equal(201);
    expect((await player.get('/suggestions')).body.suggestions[0].status).to.equal('approved');
    const saved = await editor.post('/manage/games', { date, categories: slots, publish: true });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(201);
    expect(saved.body.game.categories[2]).to.include({
      createdBy: mine.username,
      bankCategoryId: approved.body.category.id,
    });
    const own = (await player.get('/suggestions')).body.suggestions[0];
    expect(own.status).to.equal('used');
    const listed = (await editor.get(`/categories/search?q=saaret`)).body.categories[0];
    expect(listed.usedIn).to.deep.equal([{ date, players: 0, solveRate: null }]);
  });

  it('given a modified approval or a decline, then the status says so and the player sees it', async () => {
    const player = await game.registered();
    const first = (
      await player.post('/suggestions', {
        name: 'Sienet',
        words: ['kantarelli', 'herkkutatti', 'suppilovahvero'],
        extraWord: 'korvasieni',
      })
    ).body.suggestion;
    const second = (
      await player.post('/suggestions', { name: 'Huono', words: ['a', 'b', 'c'], extraWord: 'd' })
    ).body.suggestion;

    const modified = await editor.post(`/manage/suggestions/${first.id}/approve`, { name: 'Ruokasienet' });
    expect(modified.body.suggestion.status).to.equal('modified');
    expect(modified.body.category.name).to.equal('Ruokasienet');
    const declined = await editor.post(`/manage/suggestions/${second.id}/decline`, {});
    expect(declined.body.suggestion.status).to.equal('declined');
    expect(
      (await editor.get('/manage/suggestions?status=declined')).body.suggestions.map(
        (s: { id: string }) => s.id,
      ),
    ).to.include(second.id);
    expect(
      (await player.get('/suggestions')).body.suggestions.map((s: { status: string }) => s.status),
    ).to.have.members(['declined', 'modified']);
    expectError(await editor.get('/manage/suggestions?status=maybe'), 400, 'VALIDATION_ERROR');
    expectError(await editor.post('/manage/suggestions/nope/decline', {}), 404, 'SUGGESTION_NOT_FOUND');
  });
});
