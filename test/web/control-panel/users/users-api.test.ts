import { expect } from 'chai';
import { createUsersApi, listPath } from '../../../../web/src/features/control-panel/users/api/users-api';
import {
  DEFAULT_LIST_STATE,
  listRequest,
} from '../../../../web/src/features/control-panel/users/model/list-query';
import { rejectionOf } from '../../../support/rejection';
import { ApiHarness, MINUTE } from '../../support/api-harness';
import { bearerOf, json } from '../../support/fake-server';

function usersHarness({ signedIn = true } = {}) {
  const harness = new ApiHarness();
  if (signedIn) harness.holdTokens(10 * MINUTE);
  return { harness, api: createUsersApi(harness.client) };
}

const EMPTY_PAGE = { users: [], total: 0, pages: 0, currentPage: 1, limit: 20 };

describe('Web | Control panel | users API: the list', () => {
  it('given the default list then sort, order, page, 20 a page and the filter, without a search', () => {
    expect(listPath(listRequest(DEFAULT_LIST_STATE))).to.equal(
      '/manage/users?sort=createdAt&order=desc&page=1&limit=20&filter=all',
    );
  });

  it('given a search then it goes in trimmed and encoded, with the token', async () => {
    const { harness, api } = usersHarness();
    const path = '/manage/users?search=p%C3%A4%C3%A4+k&sort=username&order=asc&page=2&limit=20&filter=admins';
    harness.server.on('GET', path, () => json({ ...EMPTY_PAGE, currentPage: 2 }));

    const request = listRequest({
      ...DEFAULT_LIST_STATE,
      q: '  pää k ',
      sort: 'username',
      order: 'asc',
      filter: 'admins',
      page: 2,
    });
    expect((await api.list(request)).currentPage).to.equal(2);
    expect(bearerOf(harness.server.requests[0])).to.match(/^Bearer /);
  });

  it('given the inactive list then its own path with the days and the page', async () => {
    const { harness, api } = usersHarness();
    harness.server.on('GET', '/manage/users/inactive?days=30&page=3&limit=20', () =>
      json({ ...EMPTY_PAGE, currentPage: 3, days: 30 }),
    );
    const answer = await api.list(listRequest({ ...DEFAULT_LIST_STATE, inactiveDays: 30, page: 3 }));
    expect(answer.days).to.equal(30);
  });

  it('given no tokens then the calls fail at once without reaching the server', async () => {
    const { harness, api } = usersHarness({ signedIn: false });
    expect(await rejectionOf(api.list(listRequest(DEFAULT_LIST_STATE)))).to.include({ status: 401 });
    expect(await rejectionOf(api.resetPassword('u1'))).to.include({ status: 401 });
    expect(harness.server.requests).to.have.length(0);
  });
});

describe("Web | Control panel | users API: one user's details and actions", () => {
  it('given an id with a slash then the details are read by the encoded id', async () => {
    const { harness, api } = usersHarness();
    harness.server.on('GET', '/manage/users/a%2Fb/details', () => json({ user: { id: 'a/b' } }));
    expect((await api.details('a/b')).user.id).to.equal('a/b');
  });

  it('given a role change then a PUT of {role, action}; the last admin answers its 409 code', async () => {
    const { harness, api } = usersHarness();
    harness.server.on('PUT', '/manage/users/u1/role', () => json({ user: { id: 'u1', roles: ['admin'] } }));
    harness.server.on('PUT', '/manage/users/u2/role', () =>
      json({ code: 'LAST_ADMIN', message: 'The last admin keeps the admin role' }, 409),
    );

    await api.changeRole('u1', { role: 'admin', action: 'add' });
    expect(harness.server.calls('PUT', '/manage/users/u1/role')[0]?.body).to.deep.equal({
      role: 'admin',
      action: 'add',
    });
    expect(await rejectionOf(api.changeRole('u2', { role: 'admin', action: 'remove' }))).to.include({
      status: 409,
      code: 'LAST_ADMIN',
    });
  });

  it('given a deletion then a DELETE, answering what was deleted', async () => {
    const { harness, api } = usersHarness();
    const deleted = { message: 'deleted', deletedData: { user: 1, gameScores: 4 } };
    harness.server.on('DELETE', '/manage/users/u1', () => json(deleted));
    expect(await api.remove('u1')).to.deep.equal(deleted);
  });

  it('given a forfeit then a POST to the game of the user, both ids encoded', async () => {
    const { harness, api } = usersHarness();
    harness.server.on('POST', '/manage/users/u1/games/g%201/forfeit', () => json({ result: { score: 0 } }));
    harness.server.on('POST', '/manage/users/u1/games/g2/forfeit', () =>
      json({ code: 'NO_RUNNING_GAME', message: 'x' }, 404),
    );
    expect(await api.forfeit('u1', 'g 1')).to.deep.equal({ result: { score: 0 } });
    expect(await rejectionOf(api.forfeit('u1', 'g2'))).to.include({ status: 404, code: 'NO_RUNNING_GAME' });
  });

  it('given the ad-free form then a GET, and a PUT of only the changed fields', async () => {
    const { harness, api } = usersHarness();
    const status = { isPermanentlyAdFree: false, adFreeUntil: null, adFreeNow: false };
    harness.server.on('GET', '/manage/users/u1/ad-free', () => json(status));
    harness.server.on('PUT', '/manage/users/u1/ad-free', () => json({ ...status, adFreeNow: true }));

    expect(await api.adFree('u1')).to.deep.equal(status);
    await api.setAdFree('u1', { adFreeUntil: '2027-01-31' });
    expect(harness.server.calls('PUT', '/manage/users/u1/ad-free')[0]?.body).to.deep.equal({
      adFreeUntil: '2027-01-31',
    });
  });

  it('given the password requests and a reset then their paths; the reset answers the temporary password', async () => {
    const { harness, api } = usersHarness();
    harness.server.on('GET', '/manage/users/reset-requests', () => json({ requests: [] }));
    harness.server.on('POST', '/manage/users/u1/reset-password', () =>
      json({ temporaryPassword: 'Tmp-1234-abcd', user: { id: 'u1' } }),
    );
    expect(await api.resetRequests()).to.deep.equal({ requests: [] });
    expect((await api.resetPassword('u1')).temporaryPassword).to.equal('Tmp-1234-abcd');
  });

  it("given a day then the user's attempts of that day; a score edit is a PUT to the score", async () => {
    const { harness, api } = usersHarness();
    harness.server.on('GET', '/manage/users/u1/attempted-categories/2026-11-02', () =>
      json({ date: '2026-11-02', attempts: [] }),
    );
    harness.server.on('PUT', '/manage/scores/s1', () => json({ score: { id: 's1' }, standing: null }));

    expect((await api.attempts('u1', '2026-11-02')).date).to.equal('2026-11-02');
    await api.editScore('s1', { status: 'lost', score: 0 });
    expect(harness.server.calls('PUT', '/manage/scores/s1')[0]?.body).to.deep.equal({
      status: 'lost',
      score: 0,
    });
  });
});
