import { expect } from 'chai';
import { createScoreboardApi } from '../../../web/src/lib/api/scoreboard-api';
import { ApiHarness, MINUTE } from '../support/api-harness';
import { rejectionOf } from '../../support/rejection';
import { bearerOf, json } from '../support/fake-server';
import { aDayScoresPage, aDaysPage, aPlayersPage } from './builders';

const DATE = '2026-03-14';

function signedIn() {
  const harness = new ApiHarness();
  harness.holdTokens(10 * MINUTE);
  return { harness, scoreboard: createScoreboardApi(harness.client) };
}

const sorting = { sortBy: 'performanceIndex', sortOrder: 'desc' } as const;

describe('Web | API client | scoreboard', () => {
  it('given the days tab then a page of 12 dates is asked for, with the bearer token', async () => {
    const { harness, scoreboard } = signedIn();
    harness.server.on('GET', '/scoreboard/days?page=2&limit=12', () => json(aDaysPage({ page: 2 })));

    const page = await scoreboard.days(2);

    expect(page.days[0]?.sequenceNumber).to.equal(42);
    expect(bearerOf(harness.server.requests[0])).to.match(/^Bearer /);
  });

  it('given a day then its scores are asked for 10 at a time', async () => {
    const { harness, scoreboard } = signedIn();
    harness.server.on('GET', `/scoreboard/days/${DATE}?page=1&limit=10`, () => json(aDayScoresPage()));
    expect((await scoreboard.day(DATE, 1)).gameDate).to.equal(DATE);
  });

  it('given a page below the first then the first is asked for', async () => {
    const { harness, scoreboard } = signedIn();
    harness.server.on('GET', '/scoreboard/days?page=1&limit=12', () => json(aDaysPage()));
    await scoreboard.days(0);
    expect(harness.server.requests[0]?.path).to.equal('/scoreboard/days?page=1&limit=12');
  });

  it('given the players tab with everyone then sort and filter go along but no group', async () => {
    const { harness, scoreboard } = signedIn();
    const path = '/scoreboard/players?page=1&limit=10&sortBy=winRate&sortOrder=asc&filter=all';
    harness.server.on('GET', path, () => json(aPlayersPage()));

    const page = await scoreboard.players({
      page: 1,
      sortBy: 'winRate',
      sortOrder: 'asc',
      filter: 'all',
      selectedGroupId: 'g-1',
    });

    expect(page.players).to.have.length(1);
  });

  it('given the players tab with a group then the selected group goes along', async () => {
    const { harness, scoreboard } = signedIn();
    const path =
      '/scoreboard/players?page=3&limit=10&sortBy=performanceIndex&sortOrder=desc&filter=groups&selectedGroupId=g-1';
    harness.server.on('GET', path, () => json(aPlayersPage()));
    await scoreboard.players({ page: 3, ...sorting, filter: 'groups', selectedGroupId: 'g-1' });
    expect(harness.server.calls('GET', path)).to.have.length(1);
  });

  it('given my list then 5 players a page in the order chosen; my own games 20 a page', async () => {
    const { harness, scoreboard } = signedIn();
    harness.server.on(
      'GET',
      '/scoreboard/personal?page=1&limit=5&sortBy=performanceIndex&sortOrder=desc',
      () => json(aPlayersPage()),
    );
    harness.server.on('GET', '/scoreboard/players/personal?page=2&limit=20', () =>
      json({ page: 2, limit: 20, total: 21, totalPages: 2, hasMore: false, scores: [] }),
    );
    expect((await scoreboard.personal(1, sorting)).players).to.have.length(1);
    expect((await scoreboard.ownScores(2)).total).to.equal(21);
  });

  it('given my list of a date then its path names the date', async () => {
    const { harness, scoreboard } = signedIn();
    harness.server.on('GET', `/scoreboard/personal/by-date/${DATE}`, () => json(aDayScoresPage()));
    expect((await scoreboard.personalByDate(DATE)).sequenceNumber).to.equal(42);
  });

  it('given the catch-up list then unplayedOnly is sent as true or false', async () => {
    const { harness, scoreboard } = signedIn();
    const answer = { page: 1, limit: 12, total: 0, totalPages: 0, hasMore: false, days: [] };
    harness.server.on('GET', '/scoreboard/previous-days?page=1&limit=12&unplayedOnly=true', () =>
      json(answer),
    );
    harness.server.on('GET', '/scoreboard/previous-days?page=1&limit=12&unplayedOnly=false', () =>
      json(answer),
    );
    await scoreboard.previousDays({ page: 1, limit: 12, unplayedOnly: true });
    await scoreboard.previousDays({ page: 1, limit: 12, unplayedOnly: false });
    expect(harness.server.requests.map((request) => request.path)).to.deep.equal([
      '/scoreboard/previous-days?page=1&limit=12&unplayedOnly=true',
      '/scoreboard/previous-days?page=1&limit=12&unplayedOnly=false',
    ]);
  });

  it('given a change of the preferences then only the change is put', async () => {
    const { harness, scoreboard } = signedIn();
    const saved = { sortBy: 'bestScore', sortOrder: 'desc', filter: 'groups', selectedGroupId: 'g-1' };
    harness.server.on('PUT', '/scoreboard/preferences', () => json(saved));
    expect(await scoreboard.savePreferences({ filter: 'groups', selectedGroupId: 'g-1' })).to.deep.equal(
      saved,
    );
    expect(harness.server.requests[0]?.body).to.deep.equal({ filter: 'groups', selectedGroupId: 'g-1' });
  });

  it('given a search term then it is sent encoded and the users come back', async () => {
    const { harness, scoreboard } = signedIn();
    harness.server.on('GET', '/scoreboard/personal-list/search?query=%C3%A4iti+x', () =>
      json({ users: [{ userId: 'u-2', username: 'äiti_x', isFollowed: false }] }),
    );
    const users = await scoreboard.searchUsers('äiti x');
    expect(users.map((user) => user.username)).to.deep.equal(['äiti_x']);
  });

  it('given follow and unfollow then the id goes in the body and in the path', async () => {
    const { harness, scoreboard } = signedIn();
    harness.server.on('POST', '/scoreboard/personal-list/add', () => json({ following: [] }));
    harness.server.on('DELETE', '/scoreboard/personal-list/remove/u-2', () => json({ following: [] }));
    harness.server.on('GET', '/scoreboard/personal-list', () =>
      json({ following: [{ userId: 'u-2', username: 'B' }] }),
    );
    await scoreboard.follow('u-2');
    await scoreboard.unfollow('u-2');
    expect(await scoreboard.following()).to.deep.equal([{ userId: 'u-2', username: 'B' }]);
    expect(harness.server.requests[0]?.body).to.deep.equal({ userId: 'u-2' });
  });

  it('given no tokens then a scoreboard read fails at once, without a call', async () => {
    const harness = new ApiHarness();
    const error = await rejectionOf(createScoreboardApi(harness.client).todayHighScore());
    expect(error).to.include({ status: 401 });
    expect(harness.server.requests).to.have.length(0);
  });
});
