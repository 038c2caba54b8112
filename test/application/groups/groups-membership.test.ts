import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { leftOf, rightOf } from '../../support/either';
import { CLOCK_START, useSocial } from './social-fixture';

describe('Application | Groups', function () {
  this.timeout(60_000);
  const { social, user, group, clock } = useSocial();

  describe('the member list', () => {
    it('given members, then each member sees the owner first and the others by username', async () => {
      const owner = await user({ username: 'Zeta' });
      const [bertta, aino] = [await user({ username: 'bertta' }), await user({ username: 'Aino' })];
      const created = await group(owner.id, 'x', 'LIST');
      clock.advance(60_000);
      rightOf(await social().members.add(owner.id, created.id, bertta.id));
      rightOf(await social().membership.join(aino.id, created.id, 'list'));

      const answer = rightOf(await social().members.list(bertta.id, created.id));
      expect(answer.groupId).to.equal(created.id);
      expect(answer.users).to.deep.equal([
        { userId: owner.id, username: 'Zeta', isOwner: true, joinedAt: CLOCK_START },
        { userId: aino.id, username: 'Aino', isOwner: false, joinedAt: '2026-06-15T09:01:00.000Z' },
        { userId: bertta.id, username: 'bertta', isOwner: false, joinedAt: '2026-06-15T09:01:00.000Z' },
      ]);
    });

    it('given a reader outside the group, then NOT_GROUP_MEMBER; given an unknown or malformed id, then GROUP_NOT_FOUND', async () => {
      const [owner, stranger] = [await user(), await user()];
      const created = await group(owner.id);
      expect(leftOf(await social().members.list(stranger.id, created.id)).code).to.equal('NOT_GROUP_MEMBER');
      expect(leftOf(await social().members.list(owner.id, randomUUID())).code).to.equal('GROUP_NOT_FOUND');
      expect(leftOf(await social().members.list(owner.id, 'not-a-uuid')).code).to.equal('GROUP_NOT_FOUND');
    });
  });

  describe('adding and removing members', () => {
    it('given the owner, then a user is added once; again answers ALREADY_GROUP_MEMBER', async () => {
      const [owner, friend] = [await user(), await user()];
      const created = await group(owner.id);
      const added = rightOf(await social().members.add(owner.id, created.id, friend.id));
      expect(added.users.map((m) => m.userId)).to.include(friend.id);
      expect(leftOf(await social().members.add(owner.id, created.id, friend.id)).code).to.equal(
        'ALREADY_GROUP_MEMBER',
      );
      expect(leftOf(await social().members.add(owner.id, created.id, owner.id)).code).to.equal(
        'ALREADY_GROUP_MEMBER',
      );
    });

    it('given an unknown or malformed user id, then USER_NOT_FOUND', async () => {
      const owner = await user();
      const created = await group(owner.id);
      for (const userId of [randomUUID(), 'nobody', '']) {
        expect(leftOf(await social().members.add(owner.id, created.id, userId)).code, userId).to.equal(
          'USER_NOT_FOUND',
        );
      }
    });

    it('given a member who is not the owner, then adding and removing answer NOT_GROUP_OWNER', async () => {
      const [owner, member, other] = [await user(), await user(), await user()];
      const created = await group(owner.id, 'x', 'OWN');
      rightOf(await social().membership.join(member.id, created.id, 'OWN'));
      rightOf(await social().membership.join(other.id, created.id, 'OWN'));
      expect(leftOf(await social().members.add(member.id, created.id, randomUUID())).code).to.equal(
        'NOT_GROUP_OWNER',
      );
      expect(leftOf(await social().members.remove(member.id, created.id, other.id)).code).to.equal(
        'NOT_GROUP_OWNER',
      );
      expect(rightOf(await social().members.list(owner.id, created.id)).users).to.have.length(3);
    });

    it('given the owner, then a member is removed; the owner cannot remove themself; a non-member answers NOT_GROUP_MEMBER', async () => {
      const [owner, member, outsider] = [await user(), await user(), await user()];
      const created = await group(owner.id);
      rightOf(await social().members.add(owner.id, created.id, member.id));

      const after = rightOf(await social().members.remove(owner.id, created.id, member.id));
      expect(after.users.map((m) => m.userId)).to.deep.equal([owner.id]);
      expect(leftOf(await social().members.remove(owner.id, created.id, owner.id)).code).to.equal(
        'OWNER_CANNOT_LEAVE',
      );
      expect(
        leftOf(await social().members.remove(owner.id, created.id, owner.id.toUpperCase())).code,
      ).to.equal('OWNER_CANNOT_LEAVE');
      for (const userId of [outsider.id, member.id, 'not-a-uuid']) {
        expect(leftOf(await social().members.remove(owner.id, created.id, userId)).code, userId).to.equal(
          'NOT_GROUP_MEMBER',
        );
      }
    });
  });

  describe('joining and leaving', () => {
    it("given the group's code in any case, then the caller joins", async () => {
      const [owner, joiner] = [await user(), await user()];
      const created = await group(owner.id, 'Avoin', 'OPEN1');
      const { group: joined } = rightOf(await social().membership.join(joiner.id, created.id, ' open1 '));
      expect(joined).to.deep.include({ id: created.id, isMember: true, isOwner: false, memberCount: 2 });
      expect(leftOf(await social().membership.join(joiner.id, created.id, 'OPEN1')).code).to.equal(
        'ALREADY_GROUP_MEMBER',
      );
    });

    it('given a wrong or empty code, also for a group with a generated code, then GROUP_CODE_MISMATCH and no membership', async () => {
      const [owner, joiner] = [await user(), await user()];
      const coded = await group(owner.id, 'Koodilla', 'RIGHT');
      const uncoded = await group(owner.id, 'Ilman');
      for (const [groupId, code] of [
        [coded.id, 'WRONG'],
        [coded.id, ''],
        [uncoded.id, ''],
        [uncoded.id, 'RIGHT'],
      ] as const) {
        expect(leftOf(await social().membership.join(joiner.id, groupId, code)).code).to.equal(
          'GROUP_CODE_MISMATCH',
        );
      }
      expect((await social().findGroups.memberOf(joiner.id)).groups).to.deep.equal([]);
    });

    it('given an unknown or malformed group id, then GROUP_NOT_FOUND', async () => {
      const joiner = await user();
      for (const groupId of [randomUUID(), 'x']) {
        expect(leftOf(await social().membership.join(joiner.id, groupId, 'A')).code).to.equal(
          'GROUP_NOT_FOUND',
        );
        expect(leftOf(await social().membership.leave(joiner.id, groupId)).code).to.equal('GROUP_NOT_FOUND');
      }
    });

    it('given a member, then they leave; the owner cannot (OWNER_CANNOT_LEAVE); a non-member gets NOT_GROUP_MEMBER', async () => {
      const [owner, member] = [await user(), await user()];
      const created = await group(owner.id, 'x', 'LEAVE');
      rightOf(await social().membership.join(member.id, created.id, 'LEAVE'));

      expect(rightOf(await social().membership.leave(member.id, created.id))).to.deep.equal({
        message: 'Left the group',
        groupId: created.id,
      });
      expect((await social().findGroups.memberOf(member.id)).groups).to.deep.equal([]);
      expect(leftOf(await social().membership.leave(member.id, created.id)).code).to.equal(
        'NOT_GROUP_MEMBER',
      );
      expect(leftOf(await social().membership.leave(owner.id, created.id)).code).to.equal(
        'OWNER_CANNOT_LEAVE',
      );
      expect(rightOf(await social().members.list(owner.id, created.id)).users).to.have.length(1);
    });
  });
});
