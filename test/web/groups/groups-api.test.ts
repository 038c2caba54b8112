import { expect } from 'chai';
import { createGroupsApi } from '../../../web/src/lib/api/groups-api';
import { ApiHarness, MINUTE } from '../support/api-harness';
import { rejectionOf } from '../../support/rejection';
import { bearerOf, json } from '../support/fake-server';
import { aDayScoresPage, aDaysPage, aGroup, aPlayersPage } from '../scoreboard/builders';

function signedIn() {
  const harness = new ApiHarness();
  harness.holdTokens(10 * MINUTE);
  return { harness, groups: createGroupsApi(harness.client) };
}

describe('Web | API client | groups', () => {
  it('given a code when looking the group up then the group comes back; an unknown code is null', async () => {
    const { harness, groups } = signedIn();
    harness.server.on('GET', '/groups/code/PERJ', () => json({ group: aGroup() }));
    harness.server.on('GET', '/groups/code/NOPE', () =>
      json({ code: 'GROUP_NOT_FOUND', message: 'Group not found' }, 404),
    );
    expect((await groups.byCode('PERJ'))?.name).to.equal('Perjantaikerho');
    expect(await groups.byCode('NOPE')).to.equal(null);
  });

  it('given a failure other than 404 when looking up then it is thrown', async () => {
    const { harness, groups } = signedIn();
    harness.server.on('GET', '/groups/code/ABC', () => json({ code: 'INTERNAL_ERROR', message: 'x' }, 500));
    expect(await rejectionOf(groups.byCode('ABC'))).to.include({ status: 500 });
  });

  it('given my groups then the owned and the joined lists are read from their paths', async () => {
    const { harness, groups } = signedIn();
    harness.server.on('GET', '/groups', () => json({ groups: [aGroup({ isOwner: true })] }));
    harness.server.on('GET', '/groups/user', () => json({ groups: [aGroup({ id: 'g-2' })] }));
    expect((await groups.owned())[0]?.isOwner).to.equal(true);
    expect((await groups.joined())[0]?.id).to.equal('g-2');
  });

  it('given a new group then its name and code are posted; without a code none is sent', async () => {
    const { harness, groups } = signedIn();
    harness.server.on('POST', '/groups', (request) => json({ group: aGroup(request.body as object) }, 201));
    await groups.create({ name: 'Kerho', groupCode: 'K1' });
    await groups.create({ name: 'Toinen' });
    expect(harness.server.requests.map((request) => request.body)).to.deep.equal([
      { name: 'Kerho', groupCode: 'K1' },
      { name: 'Toinen' },
    ]);
  });

  it('given joining then the code goes along; leaving and deleting use their own paths', async () => {
    const { harness, groups } = signedIn();
    harness.server.on('POST', '/groups/g-1/users/self', () => json({ ok: true }, 201));
    harness.server.on('DELETE', '/groups/g-1/users/self', () => json({ ok: true }));
    harness.server.on('DELETE', '/groups/code/PERJ', () =>
      json({ message: 'Group deleted', groupId: 'g-1' }),
    );
    await groups.join('g-1', 'PERJ');
    await groups.leave('g-1');
    await groups.remove('PERJ');
    expect(harness.server.requests[0]?.body).to.deep.equal({ groupCode: 'PERJ' });
    expect(harness.server.requests.map((request) => `${request.method} ${request.path}`)).to.deep.equal([
      'POST /groups/g-1/users/self',
      'DELETE /groups/g-1/users/self',
      'DELETE /groups/code/PERJ',
    ]);
  });

  it('given the owner managing members then list, add and remove reach the member paths', async () => {
    const { harness, groups } = signedIn();
    const users = [{ userId: 'u-1', username: 'A', isOwner: true, joinedAt: '2026-03-01T10:00:00.000Z' }];
    harness.server.on('GET', '/groups/g-1/users', () => json({ groupId: 'g-1', users }));
    harness.server.on('POST', '/groups/g-1/users', () => json({ ok: true }, 201));
    harness.server.on('DELETE', '/groups/g-1/users/u-2', () => json({ ok: true }));
    expect(await groups.members('g-1')).to.deep.equal(users);
    await groups.addMember('g-1', 'u-2');
    await groups.removeMember('g-1', 'u-2');
    expect(harness.server.requests[1]?.body).to.deep.equal({ userId: 'u-2' });
  });

  it("given a group's scoreboard then players (10, sorted), days (12) and a day (10) are paged", async () => {
    const { harness, groups } = signedIn();
    harness.server.on(
      'GET',
      '/groups/g-1/scoreboard/players?page=1&limit=10&sortBy=avgScore&sortOrder=desc',
      () => json(aPlayersPage()),
    );
    harness.server.on('GET', '/groups/g-1/scoreboard/days?page=2&limit=12', () => json(aDaysPage()));
    harness.server.on('GET', '/groups/g-1/scoreboard/days/2026-03-14?page=1&limit=10', () =>
      json(aDayScoresPage()),
    );
    await groups.players('g-1', 1, { sortBy: 'avgScore', sortOrder: 'desc' });
    await groups.days('g-1', 2);
    await groups.day('g-1', '2026-03-14', 1);
    expect(harness.server.requests.every((request) => bearerOf(request))).to.equal(true);
    expect(harness.server.requests).to.have.length(3);
  });
});
