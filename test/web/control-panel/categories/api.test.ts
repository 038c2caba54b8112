import { expect } from 'chai';
import { createCategoriesApi } from '../../../../web/src/features/control-panel/categories/api/categories-api';
import { ApiHarness, MINUTE } from '../../support/api-harness';
import { rejectionOf } from '../../../support/rejection';
import { bearerOf, json } from '../../support/fake-server';

function categoriesHarness({ signedIn = true } = {}) {
  const harness = new ApiHarness();
  if (signedIn) harness.holdTokens(10 * MINUTE);
  return { harness, api: createCategoriesApi(harness.client) };
}

const fields = { name: 'Joints', words: ['knee', 'elbow', 'wrist'], extraWord: 'ankle', color: null };
const EMPTY_PAGE = { categories: [], total: 0, pages: 0, currentPage: 1 };

describe('Web | Control panel | categories API: the bank', () => {
  it('given a search when listing then q (trimmed), the page and 20 a page go in the query, with the token', async () => {
    const { harness, api } = categoriesHarness();
    const path = '/manage/single-categories?q=p%C3%A4%C3%A4+kaupunki&page=3&limit=20';
    harness.server.on('GET', path, () => json({ ...EMPTY_PAGE, currentPage: 3 }));

    expect((await api.bank({ q: '  pää kaupunki ', page: 3 })).currentPage).to.equal(3);
    expect(bearerOf(harness.server.requests[0])).to.match(/^Bearer /);
  });

  it('given no search then q is left out of the query', async () => {
    const { harness, api } = categoriesHarness();
    harness.server.on('GET', '/manage/single-categories?page=1&limit=20', () => json(EMPTY_PAGE));
    expect(await api.bank({ q: '   ', page: 1 })).to.deep.equal(EMPTY_PAGE);
  });

  it('given a new category then name, three words, the extra word and the colour are the body of a POST', async () => {
    const { harness, api } = categoriesHarness();
    harness.server.on('POST', '/manage/single-categories', () => json({ category: { id: 'c1' } }, 201));

    expect((await api.create({ ...fields, color: '#1f3b73' })).category.id).to.equal('c1');
    expect(harness.server.requests[0]?.body).to.deep.equal({ ...fields, color: '#1f3b73' });
  });

  it('given a version conflict then the entry as saved now is read by its encoded id', async () => {
    const { harness, api } = categoriesHarness();
    harness.server.on('GET', '/manage/single-categories/c%2F1', () => json({ category: { id: 'c/1' } }));
    expect((await api.one('c/1')).category.id).to.equal('c/1');
  });

  it('given an edit then a PUT to the encoded id carries the fields and the version that was read', async () => {
    const { harness, api } = categoriesHarness();
    harness.server.on('PUT', '/manage/single-categories/a%2Fb', () => json({ category: { id: 'a/b' } }));

    await api.update('a/b', fields, 4);
    expect(harness.server.requests[0]?.body).to.deep.equal({ ...fields, version: 4 });
  });

  it("given someone else's save meanwhile then the 409 code and the current version reach the editor", async () => {
    const { harness, api } = categoriesHarness();
    harness.server.on('PUT', '/manage/single-categories/c1', () =>
      json({ code: 'CATEGORY_VERSION_CONFLICT', message: 'x', details: { currentVersion: 5 } }, 409),
    );
    const failure = await rejectionOf(api.update('c1', fields, 4));
    expect(failure).to.include({ status: 409, code: 'CATEGORY_VERSION_CONFLICT' });
    expect((failure as unknown as { details: unknown }).details).to.deep.equal({ currentVersion: 5 });
  });

  it('given a delete then a DELETE to the category, and an import sends the pasted text as data', async () => {
    const { harness, api } = categoriesHarness();
    harness.server.on('DELETE', '/manage/single-categories/c1', () => json({ message: 'deleted' }));
    harness.server.on('POST', '/manage/single-categories/import', () => json({ imported: 2 }, 201));

    await api.remove('c1');
    expect(await api.importBank('a;b;c;d;e\nf;g;h;i;j')).to.deep.equal({ imported: 2 });
    expect(harness.server.calls('DELETE', '/manage/single-categories/c1')).to.have.length(1);
    expect(harness.server.calls('POST', '/manage/single-categories/import')[0]?.body).to.deep.equal({
      data: 'a;b;c;d;e\nf;g;h;i;j',
    });
  });

  it('given no tokens then every call fails at once without reaching the server', async () => {
    const { harness, api } = categoriesHarness({ signedIn: false });
    expect(await rejectionOf(api.bank({ q: '', page: 1 }))).to.include({ status: 401 });
    expect(await rejectionOf(api.create(fields))).to.include({ status: 401 });
    expect(harness.server.requests).to.have.length(0);
  });
});

describe("Web | Control panel | categories API: players' suggestions", () => {
  it('given a status and a page then both are in the query', async () => {
    const { harness, api } = categoriesHarness();
    const answer = { suggestions: [], total: 0, pages: 0, currentPage: 2 };
    harness.server.on('GET', '/manage/suggestions?status=declined&page=2', () => json(answer));
    expect(await api.suggestions({ status: 'declined', page: 2 })).to.deep.equal(answer);
  });

  it('given a plain approval then an empty body; with changes, the changed category', async () => {
    const { harness, api } = categoriesHarness();
    harness.server.on('POST', '/manage/suggestions/s1/approve', () => json({ suggestion: {}, category: {} }));

    await api.approve('s1');
    await api.approve('s1', { ...fields, name: 'Body joints' });
    const bodies = harness.server.calls('POST', '/manage/suggestions/s1/approve').map((call) => call.body);
    expect(bodies).to.deep.equal([{}, { ...fields, name: 'Body joints' }]);
  });

  it('given a decline then a POST to its path; a suggestion reviewed meanwhile answers its 409 code', async () => {
    const { harness, api } = categoriesHarness();
    harness.server.on('POST', '/manage/suggestions/s%201/decline', () => json({ suggestion: { id: 's 1' } }));
    harness.server.on('POST', '/manage/suggestions/s2/decline', () =>
      json({ code: 'SUGGESTION_ALREADY_REVIEWED', message: 'x' }, 409),
    );

    expect((await api.decline('s 1')).suggestion.id).to.equal('s 1');
    expect(await rejectionOf(api.decline('s2'))).to.include({
      status: 409,
      code: 'SUGGESTION_ALREADY_REVIEWED',
    });
  });
});
