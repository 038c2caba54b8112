import { expect } from 'chai';
import { expectError, useGameServer } from '../support/game-api';
import { staffMember } from '../support/manage-api';

// The audit view (DESIGN 11): every change made through /manage, listed for admins, never edited.

describe('API | Control panel | Audit', function () {
  this.timeout(60_000);
  const game = useGameServer();

  it('lists changes newest first with who, what, before and after, filtered by action and actor', async () => {
    const admin = await staffMember(game, ['admin']);
    const player = await game.registered();
    await admin.put(`/manage/users/${player.userId}/role`, { role: 'gameManager', action: 'add' });
    await admin.put(`/manage/users/${player.userId}/ad-free`, { isPermanentlyAdFree: true });

    const all = await admin.get('/manage/audit');
    expect(all.status, JSON.stringify(all.body)).to.equal(200);
    expect(all.body.records.slice(0, 2).map((record: { action: string }) => record.action)).to.deep.equal([
      'user.adFree',
      'user.role.add',
    ]);
    expect(all.body.records[1]).to.deep.include({
      actor: { id: admin.userId, username: admin.username },
      entity: 'user',
      entityId: player.userId,
    });
    expect(all.body.records[1].before.roles).to.deep.equal([]);
    expect(all.body.records[1].after.roles).to.deep.equal(['gameManager']);
    expect(all.body.actions).to.include.members(['user.adFree', 'user.role.add']);

    const roles = await admin.get('/manage/audit?action=user.role.add');
    expect(
      roles.body.records.every((record: { action: string }) => record.action === 'user.role.add'),
    ).to.equal(true);
    const byActor = await admin.get(`/manage/audit?actor=${admin.username.slice(0, 6).toUpperCase()}`);
    expect(byActor.body.total).to.be.greaterThanOrEqual(2);
    const nobody = await admin.get('/manage/audit?actor=zz-nobody');
    expect(nobody.body).to.include({ total: 0, pages: 0 });
  });

  it('answers 400 for a date it cannot read, 403 to a game manager, and has no way to change a record', async () => {
    const admin = await staffMember(game, ['admin']);
    expectError(await admin.get('/manage/audit?from=yesterday'), 400, 'VALIDATION_ERROR');
    const manager = await staffMember(game, ['gameManager']);
    expectError(await manager.get('/manage/audit'), 403, 'FORBIDDEN');
    const id = (await admin.get('/manage/audit')).body.records[0]?.id ?? 'none';
    expect((await admin.delete(`/manage/audit/${id}`)).status).to.be.oneOf([404, 405]);
    expect((await admin.put(`/manage/audit/${id}`, { action: 'x' })).status).to.be.oneOf([404, 405]);
  });
});
