import { expect } from 'chai';
import * as E from 'fp-ts/Either';
import type { NewUser } from '../../../application/ports/user.repository';
import { DAY_MS } from '../../../domain/constants/time.constants';
import { useSqlDatabase } from '../../support/sql-database';
import { leftOf, rightOf } from '../../support/either';
import { NOW, socialFixture, type SocialFixture } from './social-fixture';

const WEEK_MS = 7 * DAY_MS;
const at = (ms: number) => new Date(new Date(NOW).getTime() + ms);

describe('Application | Referrals | Apply a referral code', () => {
  const database = useSqlDatabase();
  let social: SocialFixture;
  let referrer: NewUser;
  let code: string;

  beforeEach(async () => {
    social = socialFixture(database());
    referrer = await social.player('Kutsuja');
    code = rightOf(await social.generateCode.execute(referrer.id)).referralCode;
  });

  const adFreeUntil = async (user: { id: string }) => (await social.users.findById(user.id))?.adFreeUntil;
  const setAdFreeUntil = (user: { id: string }, until: Date | null) =>
    database().knex('users').where({ id: user.id }).update({ ad_free_until: until });

  it("given another player's code, then the player is referred: the answer names the referrer", async () => {
    const newcomer = await social.player('Tulokas');

    const answer = rightOf(await social.applyReferral.execute(newcomer.id, code));

    expect(answer).to.deep.equal({ message: 'Referral code applied', referrer: 'Kutsuja' });
    const stats = rightOf(await social.referralStats.execute(referrer.id));
    expect(stats.referralCount).to.equal(1);
    expect(stats.referrals).to.deep.equal([{ username: 'Tulokas', joinedAt: NOW }]);
  });

  it('given the code in another case, then it is the same code', async () => {
    const newcomer = await social.player('Tulokas');

    expect(rightOf(await social.applyReferral.execute(newcomer.id, code.toLowerCase())).referrer).to.equal(
      'Kutsuja',
    );
  });

  it('given the player’s own code, then REFERRAL_OWN_CODE and nothing changes', async () => {
    const error = leftOf(await social.applyReferral.execute(referrer.id, code));

    expect(error.code).to.equal('REFERRAL_OWN_CODE');
    expect(await adFreeUntil(referrer)).to.equal(null);
    expect(rightOf(await social.referralStats.execute(referrer.id)).referralCount).to.equal(0);
  });

  it('given a player already referred, then a second code is refused with REFERRAL_ALREADY_APPLIED and its owner gets nothing', async () => {
    const other = await social.player('Toinen');
    const otherCode = rightOf(await social.generateCode.execute(other.id)).referralCode;
    const newcomer = await social.player('Tulokas');
    rightOf(await social.applyReferral.execute(newcomer.id, code));

    expect(leftOf(await social.applyReferral.execute(newcomer.id, otherCode)).code).to.equal(
      'REFERRAL_ALREADY_APPLIED',
    );
    expect(leftOf(await social.applyReferral.execute(newcomer.id, code)).code).to.equal(
      'REFERRAL_ALREADY_APPLIED',
    );
    expect(await adFreeUntil(other)).to.equal(null);
    expect(await social.owned(other.id)).to.deep.equal({});
    expect(await adFreeUntil(referrer)).to.deep.equal(at(WEEK_MS));
  });

  it('given parallel applies of one player with two codes, then exactly one is stored and the other is refused', async () => {
    const other = await social.player('Toinen');
    const otherCode = rightOf(await social.generateCode.execute(other.id)).referralCode;
    const newcomer = await social.player('Tulokas');

    const results = await Promise.all([
      social.applyReferral.execute(newcomer.id, code),
      social.applyReferral.execute(newcomer.id, otherCode),
    ]);

    expect(results.filter(E.isRight)).to.have.length(1);
    expect(results.filter(E.isLeft).map((result) => leftOf(result).code)).to.deep.equal([
      'REFERRAL_ALREADY_APPLIED',
    ]);
    const rewarded = [await adFreeUntil(referrer), await adFreeUntil(other)].filter(Boolean);
    expect(rewarded).to.have.length(1);
  });

  it('given an unknown code, then REFERRAL_CODE_NOT_FOUND', async () => {
    const newcomer = await social.player('Tulokas');

    expect(leftOf(await social.applyReferral.execute(newcomer.id, 'ZZZZ9999')).code).to.equal(
      'REFERRAL_CODE_NOT_FOUND',
    );
  });

  for (const invalid of ['', '   ', 'ABC-1234', 'koodi ä']) {
    it(`given the code ${JSON.stringify(invalid)}, then REFERRAL_CODE_INVALID on the referralCode field`, async () => {
      const newcomer = await social.player('Tulokas');

      const error = leftOf(await social.applyReferral.execute(newcomer.id, invalid));

      expect(error.code).to.equal('REFERRAL_CODE_INVALID');
      if (invalid.trim()) expect(error.details).to.deep.equal({ field: 'referralCode' });
    });
  }

  describe('the reward: 7 ad-free days each', () => {
    it('given a referrer without ad-free time, then it runs 7 days from now', async () => {
      rightOf(await social.applyReferral.execute((await social.player('Tulokas')).id, code));

      expect(await adFreeUntil(referrer)).to.deep.equal(at(WEEK_MS));
    });

    it('given ad-free time that ended, then the 7 days count from now', async () => {
      await setAdFreeUntil(referrer, at(-3 * DAY_MS));

      rightOf(await social.applyReferral.execute((await social.player('Tulokas')).id, code));

      expect(await adFreeUntil(referrer)).to.deep.equal(at(WEEK_MS));
    });

    it('given ad-free time still running, then the 7 days add to its end', async () => {
      await setAdFreeUntil(referrer, at(2 * DAY_MS));

      rightOf(await social.applyReferral.execute((await social.player('Tulokas')).id, code));

      expect(await adFreeUntil(referrer)).to.deep.equal(at(2 * DAY_MS + WEEK_MS));
    });

    it('given three referrals, even at once, then they stack to 21 days', async () => {
      const newcomers = [
        await social.player('Eka'),
        await social.player('Toka'),
        await social.player('Kolmas'),
      ];

      await Promise.all(newcomers.map((newcomer) => social.applyReferral.execute(newcomer.id, code)));

      expect(await adFreeUntil(referrer)).to.deep.equal(at(3 * WEEK_MS));
      expect(rightOf(await social.referralStats.execute(referrer.id))).to.include({
        referralCount: 3,
        adFreeUntil: at(3 * WEEK_MS).toISOString(),
      });
    });
  });

  describe('INVITES achievements', () => {
    let referred = 0;
    const refer = async (count: number) => {
      for (let n = 0; n < count; n += 1) {
        const newcomer = await social.player(`Tulokas${(referred += 1)}`);
        rightOf(await social.applyReferral.execute(newcomer.id, code));
        social.clock.advance(60_000);
      }
    };

    it('given the first referral, then the referrer owns INVITES_1 once', async () => {
      await refer(1);

      expect(await social.owned(referrer.id)).to.deep.equal({ INVITES_1: 1 });
    });

    it('given two referrals, then INVITES_1 still counts 1 and INVITES_3 is not reached', async () => {
      await refer(2);

      expect(await social.owned(referrer.id)).to.deep.equal({ INVITES_1: 1 });
    });

    it('given the third referral, then INVITES_3 joins, and the fourth adds nothing', async () => {
      await refer(3);
      expect(await social.owned(referrer.id)).to.deep.equal({ INVITES_1: 1, INVITES_3: 1 });

      await refer(1);
      expect(await social.owned(referrer.id)).to.deep.equal({ INVITES_1: 1, INVITES_3: 1 });
    });

    it('given three referrals at once, then each milestone is owned exactly once', async () => {
      const newcomers = [
        await social.player('Eka'),
        await social.player('Toka'),
        await social.player('Kolmas'),
      ];

      await Promise.all(newcomers.map((newcomer) => social.applyReferral.execute(newcomer.id, code)));

      expect(await social.owned(referrer.id)).to.deep.equal({ INVITES_1: 1, INVITES_3: 1 });
    });

    it('given a referral, then only the referrer earns: the referred player owns nothing', async () => {
      const newcomer = await social.player('Tulokas');
      rightOf(await social.applyReferral.execute(newcomer.id, code));

      expect(await social.owned(newcomer.id)).to.deep.equal({});
    });
  });
});
