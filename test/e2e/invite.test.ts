/// <reference lib="dom" />
import { expect } from 'chai';
import { fi } from '../../web/src/i18n/resources/fi';
import { signUp } from '../support/api-client';
import { useBrowserSuite } from '../support/browser';

// A friend's invite link: /invite/{code} keeps the code, shows the menu at a clean address, and the
// account registered afterwards on that browser counts as the friend's referral.
describe('E2E | Invite link in Chromium', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ name: 'invite' });
  const suffix = Date.now().toString(36).slice(-6);

  it('given an invite link, when a guest registers from it, then the inviter gets the referral and ad-free days', async () => {
    const { page, api } = suite;
    const inviter = await signUp(api, `kutsuja_${suffix}`);
    const { referralCode } = (await api.post('/referral/generate', {}, inviter.token)).body as {
      referralCode: string;
    };

    await suite.open(`/fi/invite/${referralCode}`);
    await page.waitForURL(`${suite.server.url}/fi`);
    expect(await page.evaluate(() => localStorage.getItem('referralCode'))).to.equal(referralCode);
    const invitee = `kutsuttu_${suffix}`;
    await page.getByRole('tab', { name: fi.auth.panel.registerTab }).click();
    await page.getByLabel(fi.auth.register.username, { exact: true }).fill(invitee);
    await page.getByLabel(fi.auth.register.password, { exact: true }).fill('Kutsu-Sana1');
    await page.getByLabel(fi.auth.register.confirmPassword).fill('Kutsu-Sana1');
    await page.getByRole('button', { name: fi.auth.register.submit }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(invitee) }).waitFor();

    const stats = (await api.get('/referral/stats', inviter.token)).body as {
      referralCount: number;
      adFreeUntil: string | null;
      referrals: { username: string }[];
    };
    expect(stats.referralCount).to.equal(1);
    expect(stats.referrals.map((referral) => referral.username)).to.deep.equal([invitee]);
    expect(Date.parse(stats.adFreeUntil ?? '')).to.be.greaterThan(Date.now() + 6 * 24 * 3600_000);
    expect(await page.evaluate(() => localStorage.getItem('referralCode'))).to.equal(null);
  });

  it('given an invite link with other characters than letters and digits, then nothing is kept', async () => {
    const { page } = suite;
    await page.evaluate(() => localStorage.clear());
    await suite.open(`/fi/invite/${encodeURIComponent('<b>x</b>')}`);
    await page.waitForURL(`${suite.server.url}/fi`);
    expect(await page.evaluate(() => localStorage.getItem('referralCode'))).to.equal(null);
  });
});
