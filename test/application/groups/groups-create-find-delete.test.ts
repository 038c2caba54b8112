import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { CreateGroup } from '../../../application/social/create-group.use-case';
import type { RandomSource } from '../../../application/ports/random-source.port';
import { FakeClock } from '../../support/fake-clock';
import { MAX_OWNED_GROUPS } from '../../../application/social/social-rules';
import { leftOf, rightOf } from '../../support/either';
import { CLOCK_START, useSocial } from './social-fixture';

describe('Application | Groups', function () {
  this.timeout(60_000);
  const { social, user, group } = useSocial();

  describe('creating a group', () => {
    it('given a name and a code, then the creator owns the group and is its only member', async () => {
      const owner = await user({ username: 'Omistaja' });
      const { group: created } = rightOf(
        await social().createGroup.execute(owner.id, { name: '  Työkaverit  ', groupCode: 'TyO1' }),
      );
      expect(created).to.deep.include({
        name: 'Työkaverit',
        groupCode: 'TyO1',
        ownerId: owner.id,
        ownerUsername: 'Omistaja',
        memberCount: 1,
        isOwner: true,
        isMember: true,
        createdAt: CLOCK_START,
      });
      const members = rightOf(await social().members.list(owner.id, created.id));
      expect(members.users.map((m) => [m.userId, m.isOwner])).to.deep.equal([[owner.id, true]]);
    });

    it('given no code, an empty one or null, then the group gets a generated code of 5 readable characters', async () => {
      const owner = await user();
      const codes: string[] = [];
      for (const groupCode of [undefined, '', '   ', null]) {
        const { group: created } = rightOf(
          await social().createGroup.execute(owner.id, { name: 'x', groupCode }),
        );
        expect(created.groupCode).to.match(/^[A-HJ-NP-Z2-9]{5}$/);
        codes.push(created.groupCode!);
        expect(rightOf(await social().findGroups.byCode(owner.id, created.groupCode!)).group.id).to.equal(
          created.id,
        );
      }
      expect(new Set(codes).size).to.equal(4);
    });

    it('given a generated code that another group already has, then another one is drawn', async () => {
      const owner = await user();
      await social().createGroup.execute(owner.id, { name: 'first', groupCode: 'aaaaa' });
      let draws = 0;
      // The first five draws spell AAAAA (taken, in any case); the next ones spell something else.
      const clashing: RandomSource = {
        uuid: randomUUID,
        token: () => '',
        fraction: () => (draws++ < 5 ? 0 : 0.5),
      };
      const create = new CreateGroup(social().groups, clashing, new FakeClock(CLOCK_START));
      const { group: created } = rightOf(await create.execute(owner.id, { name: 'second' }));
      expect(created.groupCode).to.equal('SSSSS');
    });

    it('given a blank name, then GROUP_NAME_REQUIRED; one over 30 characters, then GROUP_NAME_INVALID; nothing is stored', async () => {
      const owner = await user();
      for (const [name, code] of [
        ['', 'GROUP_NAME_REQUIRED'],
        ['   ', 'GROUP_NAME_REQUIRED'],
        ['x'.repeat(31), 'GROUP_NAME_INVALID'],
        [` ${'ä'.repeat(31)} `, 'GROUP_NAME_INVALID'],
      ]) {
        const error = leftOf(await social().createGroup.execute(owner.id, { name: name! }));
        expect(error, name).to.deep.equal({ code, message: error.message, details: { field: 'name' } });
      }
      expect((await social().findGroups.owned(owner.id)).groups).to.deep.equal([]);
    });

    it('given a name of 30 characters as people count them (ä is one), then it is accepted', async () => {
      const owner = await user();
      const created = await group(owner.id, 'ä'.repeat(30));
      expect(created.name).to.equal('ä'.repeat(30));
    });

    it('given a code that is not 1-5 letters or digits, then GROUP_CODE_INVALID', async () => {
      const owner = await user();
      for (const groupCode of ['ABCDEF', 'a-b', 'äö', 'a b', '%']) {
        const error = leftOf(await social().createGroup.execute(owner.id, { name: 'x', groupCode }));
        expect(error.code, groupCode).to.equal('GROUP_CODE_INVALID');
      }
    });

    it('given a code taken in another case, then GROUP_CODE_TAKEN and the second group is not stored', async () => {
      const [first, second] = [await user(), await user()];
      await group(first.id, 'Eka', 'KoOdi');
      const error = leftOf(
        await social().createGroup.execute(second.id, { name: 'Toka', groupCode: 'kOoDI' }),
      );
      expect(error.code).to.equal('GROUP_CODE_TAKEN');
      expect((await social().findGroups.owned(second.id)).groups).to.deep.equal([]);
      expect((await social().findGroups.memberOf(second.id)).groups).to.deep.equal([]);
    });

    it('given two creations with one code at once, then one is created and the other answers GROUP_CODE_TAKEN', async () => {
      const [first, second] = [await user(), await user()];
      const results = await Promise.all([
        social().createGroup.execute(first.id, { name: 'A', groupCode: 'race' }),
        social().createGroup.execute(second.id, { name: 'B', groupCode: 'RACE' }),
      ]);
      const codes = results.map((result) => (result._tag === 'Left' ? result.left.code : 'created'));
      expect(codes).to.have.members(['created', 'GROUP_CODE_TAKEN']);
    });

    it(`given an owner of ${MAX_OWNED_GROUPS} groups, then another is refused with GROUP_LIMIT_REACHED; others may still create`, async () => {
      const [owner, other] = [await user(), await user()];
      for (let n = 0; n < MAX_OWNED_GROUPS - 1; n += 1) await group(owner.id, `Ryhmä ${n}`);
      // The last free place taken twice at once: the store lets one through.
      const racing = await Promise.all([
        social().createGroup.execute(owner.id, { name: 'viimeinen' }),
        social().createGroup.execute(owner.id, { name: 'liikaa' }),
      ]);
      const codes = racing.map((result) => (result._tag === 'Left' ? result.left.code : 'created'));
      expect(codes).to.have.members(['created', 'GROUP_LIMIT_REACHED']);
      expect((await social().findGroups.owned(owner.id)).groups).to.have.length(MAX_OWNED_GROUPS);
      const error = leftOf(await social().createGroup.execute(owner.id, { name: 'vielä' }));
      expect(error.code).to.equal('GROUP_LIMIT_REACHED');
      expect(error.details).to.deep.equal({ limit: MAX_OWNED_GROUPS });
      await group(other.id);
    });
  });

  describe('finding groups', () => {
    it('given groups owned and joined, then /groups lists the owned ones and /groups/user both, by name', async () => {
      const [me, friend] = [await user(), await user()];
      const mine = await group(me.id, 'omat', 'OMA');
      const theirs = await group(friend.id, 'Kaverin', 'KAV');
      await group(friend.id, 'Ei minun', 'EI');
      rightOf(await social().membership.join(me.id, theirs.id, 'kav'));

      const owned = await social().findGroups.owned(me.id);
      expect(owned.groups.map((g) => g.id)).to.deep.equal([mine.id]);
      const joined = await social().findGroups.memberOf(me.id);
      expect(joined.groups.map((g) => [g.name, g.isOwner, g.isMember, g.memberCount])).to.deep.equal([
        ['Kaverin', false, true, 2],
        ['omat', true, true, 1],
      ]);
    });

    it('given a code in any case, then the group is found as the reader sees it', async () => {
      const [owner, stranger] = [await user({ username: 'Omistaja' }), await user()];
      const created = await group(owner.id, 'Seura', 'AbC12');
      const { group: found } = rightOf(await social().findGroups.byCode(stranger.id, 'abc12'));
      expect(found).to.deep.equal({ ...created, isOwner: false, isMember: false });
      expect(rightOf(await social().findGroups.byCode(owner.id, 'ABC12')).group).to.deep.equal(created);
    });

    it('given an unknown code, then GROUP_NOT_FOUND; given a code of the wrong shape, then GROUP_CODE_INVALID', async () => {
      const reader = await user();
      await group(reader.id, 'x', 'abc');
      expect(leftOf(await social().findGroups.byCode(reader.id, 'abd')).code).to.equal('GROUP_NOT_FOUND');
      expect(leftOf(await social().findGroups.byCode(reader.id, 'abc_d')).code).to.equal(
        'GROUP_CODE_INVALID',
      );
      expect(leftOf(await social().findGroups.byCode(reader.id, '  ')).code).to.equal('GROUP_NOT_FOUND');
    });
  });

  describe('deleting a group', () => {
    it('given the owner and the code in any case, then the group and its memberships are gone and the code is free', async () => {
      const [owner, member] = [await user(), await user()];
      const created = await group(owner.id, 'Poistuva', 'BYE');
      rightOf(await social().membership.join(member.id, created.id, 'bye'));

      expect(rightOf(await social().deleteGroup.byCode(owner.id, 'bYe'))).to.deep.equal({
        message: 'Group deleted',
        groupId: created.id,
      });
      expect(leftOf(await social().findGroups.byCode(owner.id, 'BYE')).code).to.equal('GROUP_NOT_FOUND');
      expect((await social().findGroups.memberOf(member.id)).groups).to.deep.equal([]);
      expect(await social().groups.members(created.id)).to.deep.equal([]);
      await group(member.id, 'Uusi', 'bye');
    });

    it('given a member who does not own the group, then NOT_GROUP_OWNER and the group stays', async () => {
      const [owner, member] = [await user(), await user()];
      const created = await group(owner.id, 'Pysyvä', 'STAY');
      rightOf(await social().membership.join(member.id, created.id, 'STAY'));
      expect(leftOf(await social().deleteGroup.byCode(member.id, 'STAY')).code).to.equal('NOT_GROUP_OWNER');
      expect(rightOf(await social().findGroups.byCode(owner.id, 'STAY')).group.memberCount).to.equal(2);
    });

    it('given an unknown code, then GROUP_NOT_FOUND', async () => {
      const owner = await user();
      expect(leftOf(await social().deleteGroup.byCode(owner.id, 'NONE')).code).to.equal('GROUP_NOT_FOUND');
    });
  });
});
