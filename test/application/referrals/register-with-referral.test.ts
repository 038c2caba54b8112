import { expect } from 'chai';
import { DAY_MS } from '../../../domain/constants/time.constants';
import { useSqlDatabase } from '../../support/sql-database';
import { leftOf, rightOf } from '../../support/either';
import { NOW, socialFixture, type SocialFixture } from './social-fixture';

const PASSWORD = 'Hyvä-salasana1';

describe('Application | Referrals | Registration with a referral code', () => {
  const database = useSqlDatabase();
  let social: SocialFixture;

  beforeEach(() => {
    social = socialFixture(database());
  });

  const register = (username: string, referralCode?: string, email?: string) =>
    social.register.execute({ username, password: PASSWORD, referralCode, email });

  it("given another player's code, then the new player is referred by them and they earn 7 ad-free days and INVITES_1", async () => {
    const referrer = await social.player('Kutsuja');
    const code = rightOf(await social.generateCode.execute(referrer.id)).referralCode;

    const registered = rightOf(await register('Tulokas', code.toLowerCase()));

    const stats = rightOf(await social.referralStats.execute(referrer.id));
    expect(stats.referrals).to.deep.equal([{ username: 'Tulokas', joinedAt: NOW }]);
    expect(stats.adFreeUntil).to.equal(new Date(new Date(NOW).getTime() + 7 * DAY_MS).toISOString());
    expect(await social.owned(referrer.id)).to.deep.equal({ INVITES_1: 1 });
    const again = await social.applyReferral.execute(registered.user.id, code);
    expect(leftOf(again).code).to.equal('REFERRAL_ALREADY_APPLIED');
  });

  it('given a code and an e-mail address, then the referral counts already while the address waits for its link', async () => {
    const referrer = await social.player('Kutsuja');
    const code = rightOf(await social.generateCode.execute(referrer.id)).referralCode;

    rightOf(await register('Tulokas', code, 'tulokas@example.test'));

    expect(rightOf(await social.referralStats.execute(referrer.id)).referralCount).to.equal(1);
  });

  it('given an unknown code, then the registration succeeds and nothing is applied', async () => {
    const registered = rightOf(await register('Tulokas', 'EIOLEMASSA'));

    expect(registered.user.username).to.equal('Tulokas');
    expect(await social.users.findById(registered.user.id)).to.not.equal(null);
    expect(rightOf(await social.topReferrers.execute()).referrers).to.deep.equal([]);
  });

  it('given no code, then the registration refers nobody', async () => {
    const referrer = await social.player('Kutsuja');
    await social.generateCode.execute(referrer.id);

    rightOf(await register('Tulokas'));

    expect(rightOf(await social.referralStats.execute(referrer.id)).referralCount).to.equal(0);
  });

  it('given a code of the wrong shape, then the registration is refused before anything is stored', async () => {
    expect(leftOf(await register('Tulokas', 'ei-kelpaa')).code).to.equal('REFERRAL_CODE_INVALID');
    expect(await social.users.findByUsername('Tulokas')).to.equal(null);
  });
});
