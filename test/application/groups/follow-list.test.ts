import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { MAX_FOLLOWED } from '../../../application/social/social-rules';
import { leftOf, rightOf } from '../../support/either';
import { useSocial } from './social-fixture';

describe('Application | Follow list', function () {
  this.timeout(60_000);
  const { social, user } = useSocial();

  it('given nobody followed, then the list is empty', async () => {
    const me = await user();
    expect(await social().followList.list(me.id)).to.deep.equal({ following: [] });
  });

  it('given players followed, then the list holds them by username whatever its case', async () => {
    const me = await user();
    const [cecilia, aino, bertta] = [
      await user({ username: 'cecilia' }),
      await user({ username: 'Aino' }),
      await user({ username: 'bertta' }),
    ];
    for (const followed of [cecilia, aino, bertta])
      rightOf(await social().followList.follow(me.id, followed.id));
    expect(await social().followList.list(me.id)).to.deep.equal({
      following: [
        { userId: aino.id, username: 'Aino' },
        { userId: bertta.id, username: 'bertta' },
        { userId: cecilia.id, username: 'cecilia' },
      ],
    });
  });

  it('given a player followed twice, then they are listed once (adding is idempotent)', async () => {
    const [me, friend] = [await user(), await user()];
    rightOf(await social().followList.follow(me.id, friend.id));
    const again = rightOf(await social().followList.follow(me.id, friend.id));
    expect(again.following.map((f) => f.userId)).to.deep.equal([friend.id]);
  });

  it("given the caller's own id in any case, then FOLLOW_SELF", async () => {
    const me = await user();
    for (const id of [me.id, me.id.toUpperCase()]) {
      expect(leftOf(await social().followList.follow(me.id, id)).code).to.equal('FOLLOW_SELF');
    }
    expect((await social().followList.list(me.id)).following).to.deep.equal([]);
  });

  it('given an unknown or malformed user id, then USER_NOT_FOUND', async () => {
    const me = await user();
    for (const id of [randomUUID(), 'someone', '']) {
      expect(leftOf(await social().followList.follow(me.id, id)).code, id).to.equal('USER_NOT_FOUND');
    }
  });

  it('given a followed player, then removing them empties the list; removing again, a stranger or a malformed id changes nothing', async () => {
    const [me, friend, stranger] = [await user(), await user(), await user()];
    rightOf(await social().followList.follow(me.id, friend.id));
    expect(await social().followList.unfollow(me.id, friend.id)).to.deep.equal({ following: [] });
    for (const id of [friend.id, stranger.id, 'not-a-uuid']) {
      expect(await social().followList.unfollow(me.id, id)).to.deep.equal({ following: [] });
    }
  });

  it("given another player's list, then following and removing touch only the caller's own", async () => {
    const [me, other, friend] = [await user(), await user(), await user()];
    rightOf(await social().followList.follow(other.id, friend.id));
    await social().followList.unfollow(me.id, friend.id);
    expect((await social().followList.list(other.id)).following.map((f) => f.userId)).to.deep.equal([
      friend.id,
    ]);
  });

  it(`given ${MAX_FOLLOWED} players followed, then one more answers FOLLOW_LIMIT_REACHED; following a listed one again still works`, async () => {
    const me = await user();
    const others = [];
    for (let n = 0; n <= MAX_FOLLOWED; n += 1) others.push(await user());
    for (const followed of others.slice(0, MAX_FOLLOWED - 1)) {
      rightOf(await social().followList.follow(me.id, followed.id));
    }
    // The last free place taken twice at once: the store lets one through.
    const racing = await Promise.all([
      social().followList.follow(me.id, others[MAX_FOLLOWED - 1]!.id),
      social().followList.follow(me.id, others[MAX_FOLLOWED]!.id),
    ]);
    const codes = racing.map((result) => (result._tag === 'Left' ? result.left.code : 'followed'));
    expect(codes).to.have.members(['followed', 'FOLLOW_LIMIT_REACHED']);
    expect((await social().followList.list(me.id)).following).to.have.length(MAX_FOLLOWED);
    const refused = leftOf(await social().followList.follow(me.id, (await user()).id));
    expect(refused).to.deep.include({ code: 'FOLLOW_LIMIT_REACHED', details: { limit: MAX_FOLLOWED } });
    rightOf(await social().followList.follow(me.id, others[0]!.id));
  });
});
