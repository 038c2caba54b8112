import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { DEFAULT_SCOREBOARD_PREFERENCES } from '../../../application/social/scoreboard-preferences.use-case';
import { leftOf, rightOf } from '../../support/either';
import { useSocial } from './social-fixture';

describe('Application | Scoreboard preferences', function () {
  this.timeout(60_000);
  const { social, user, group } = useSocial();

  it('given nothing stored, then the defaults: performanceIndex, desc, all, no group', async () => {
    const me = await user();
    expect(await social().preferences.get(me.id)).to.deep.equal({
      sortBy: 'performanceIndex',
      sortOrder: 'desc',
      filter: 'all',
      selectedGroupId: null,
    });
  });

  it('given partial changes, then each is merged with what is stored and read back', async () => {
    const me = await user();
    expect(rightOf(await social().preferences.update(me.id, { sortBy: 'winRate' }))).to.deep.equal({
      ...DEFAULT_SCOREBOARD_PREFERENCES,
      sortBy: 'winRate',
    });
    rightOf(await social().preferences.update(me.id, { sortOrder: 'asc', filter: 'friends' }));
    const expected = { sortBy: 'winRate', sortOrder: 'asc', filter: 'friends', selectedGroupId: null };
    expect(await social().preferences.get(me.id)).to.deep.equal(expected);
    expect(rightOf(await social().preferences.update(me.id, {}))).to.deep.equal(expected);
  });

  it("given a group of the caller's, then it is selected; null or empty clears it", async () => {
    const [me, owner] = [await user(), await user()];
    const own = await group(me.id);
    const joined = await group(owner.id, 'x', 'JOIN');
    rightOf(await social().membership.join(me.id, joined.id, 'JOIN'));

    for (const selectedGroupId of [own.id, joined.id.toUpperCase()]) {
      rightOf(await social().preferences.update(me.id, { filter: 'groups', selectedGroupId }));
      expect((await social().preferences.get(me.id)).selectedGroupId).to.equal(selectedGroupId.toLowerCase());
    }
    for (const selectedGroupId of [null, '']) {
      rightOf(await social().preferences.update(me.id, { selectedGroupId: own.id }));
      const cleared = rightOf(await social().preferences.update(me.id, { selectedGroupId }));
      expect(cleared).to.deep.equal({ ...DEFAULT_SCOREBOARD_PREFERENCES, filter: 'groups' });
    }
  });

  it('given a group the caller is not a member of, then NOT_GROUP_MEMBER; an unknown or malformed id, then GROUP_NOT_FOUND; nothing changes', async () => {
    const [me, other] = [await user(), await user()];
    const theirs = await group(other.id);
    rightOf(await social().preferences.update(me.id, { sortBy: 'bestScore' }));
    expect(leftOf(await social().preferences.update(me.id, { selectedGroupId: theirs.id })).code).to.equal(
      'NOT_GROUP_MEMBER',
    );
    for (const selectedGroupId of [randomUUID(), 'ryhmä']) {
      const error = leftOf(await social().preferences.update(me.id, { sortBy: 'avgScore', selectedGroupId }));
      expect(error.code, selectedGroupId).to.equal('GROUP_NOT_FOUND');
    }
    expect(await social().preferences.get(me.id)).to.deep.equal({
      ...DEFAULT_SCOREBOARD_PREFERENCES,
      sortBy: 'bestScore',
    });
  });

  it('given the selected group is left or deleted, then it is selected no more', async () => {
    const [me, owner] = [await user(), await user()];
    const left = await group(owner.id, 'Jätetty', 'LEFT');
    rightOf(await social().membership.join(me.id, left.id, 'LEFT'));
    rightOf(await social().preferences.update(me.id, { selectedGroupId: left.id }));
    rightOf(await social().membership.leave(me.id, left.id));
    expect((await social().preferences.get(me.id)).selectedGroupId).to.equal(null);

    const deleted = await group(me.id, 'Poistettu', 'GONE');
    rightOf(await social().preferences.update(me.id, { selectedGroupId: deleted.id }));
    rightOf(await social().deleteGroup.byCode(me.id, 'GONE'));
    expect((await social().preferences.get(me.id)).selectedGroupId).to.equal(null);
  });

  it('given a stored value no longer offered, then that field alone falls back to its default', async () => {
    const me = await user();
    rightOf(await social().preferences.update(me.id, { sortOrder: 'asc' }));
    await social().db.knex('scoreboard_preferences').where({ user_id: me.id }).update({ sort_by: 'retired' });
    expect(await social().preferences.get(me.id)).to.deep.equal({
      ...DEFAULT_SCOREBOARD_PREFERENCES,
      sortOrder: 'asc',
    });
  });
});
