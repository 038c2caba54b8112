import { expect } from 'chai';
import type { NewUser } from '../../../application/ports/user.repository';
import { useSqlDatabase } from '../../support/sql-database';
import { rightOf } from '../../support/either';
import { socialFixture, type SocialFixture } from './social-fixture';

describe('Application | Referrals | Stats and the top list', () => {
  const database = useSqlDatabase();
  let social: SocialFixture;
  let newcomers = 0;

  beforeEach(() => {
    social = socialFixture(database());
  });

  /** `count` new players join through the referrer's code, a minute apart. */
  const refer = async (referrer: NewUser, count: number) => {
    const code = rightOf(await social.generateCode.execute(referrer.id)).referralCode;
    for (let n = 0; n < count; n += 1) {
      const newcomer = await social.player(`Tulokas${(newcomers += 1)}`);
      rightOf(await social.applyReferral.execute(newcomer.id, code));
      social.clock.advance(60_000);
    }
  };

  it('given referrals, then stats list them newest first with the time each joined', async () => {
    const referrer = await social.player('Kutsuja');
    const code = rightOf(await social.generateCode.execute(referrer.id)).referralCode;
    const joined: string[] = [];
    for (const name of ['Aino', 'Eino', 'Iida']) {
      rightOf(await social.applyReferral.execute((await social.player(name)).id, code));
      joined.push(social.clock.now().toISOString());
      social.clock.advance(3_600_000);
    }

    const stats = rightOf(await social.referralStats.execute(referrer.id));

    expect(stats.referralCode).to.equal(code);
    expect(stats.referralCount).to.equal(3);
    expect(stats.referrals).to.deep.equal([
      { username: 'Iida', joinedAt: joined[2] },
      { username: 'Eino', joinedAt: joined[1] },
      { username: 'Aino', joinedAt: joined[0] },
    ]);
  });

  it('given nobody referred anyone, then the top list is empty', async () => {
    await social.player('Kutsuja');
    await social.generateCode.execute((await social.player('Toinen')).id);

    expect(rightOf(await social.topReferrers.execute())).to.deep.equal({ referrers: [] });
  });

  it('given referrers, then the top list counts their referrals, most first, a tie to who reached it first', async () => {
    const [late, early, most, none] = [
      await social.player('Myohainen'),
      await social.player('Aikainen'),
      await social.player('Eniten'),
      await social.player('Eikukaan'),
    ];
    await social.generateCode.execute(none.id);
    await refer(early, 2);
    await refer(most, 3);
    await refer(late, 2);

    const { referrers } = rightOf(await social.topReferrers.execute());

    expect(referrers).to.deep.equal([
      { userId: most.id, username: 'Eniten', referralCount: 3 },
      { userId: early.id, username: 'Aikainen', referralCount: 2 },
      { userId: late.id, username: 'Myohainen', referralCount: 2 },
    ]);
  });

  it('given eleven referrers, then the top list holds the first ten', async () => {
    const referrers: NewUser[] = [];
    for (let n = 0; n < 11; n += 1) referrers.push(await social.player(`Kutsuja${n}`));
    for (const [n, referrer] of referrers.entries()) await refer(referrer, n === 10 ? 2 : 1);

    const top = rightOf(await social.topReferrers.execute()).referrers;

    expect(top).to.have.length(10);
    expect(top[0]).to.deep.equal({ userId: referrers[10]!.id, username: 'Kutsuja10', referralCount: 2 });
    expect(top.map((entry) => entry.username)).to.not.include('Kutsuja9');
  });
});
