/// <reference lib="dom" />
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { fi } from '../../web/src/i18n/resources/fi';
import { apiCaller, signUp, type ApiCaller } from '../support/api-client';
import {
  buildWebIfStale,
  chromiumPath,
  launchChromium,
  PHONE,
  WEB_DIST,
  watchProblems,
} from '../support/browser';
import { pendingWithoutInfrastructure } from '../support/infrastructure';
import { startTestServer, type TestServer } from '../support/test-server';

// A friend's invite link: /invite/{code} keeps the code, shows the menu at a clean address, and the
// account registered afterwards on that browser counts as the friend's referral.
describe('E2E | Invite link in Chromium', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let api: ApiCaller;
  const problems: string[] = [];
  const suffix = Date.now().toString(36).slice(-6);

  before(async function () {
    const executable = chromiumPath();
    if (!executable) return pendingWithoutInfrastructure(this, 'Chromium');
    await buildWebIfStale();
    server = await startTestServer({ distDir: WEB_DIST });
    api = apiCaller(server.url);
    browser = await launchChromium(executable);
    page = await (await browser.newContext({ viewport: PHONE })).newPage();
    watchProblems(page, problems);
  });

  after(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('given an invite link, when a guest registers from it, then the inviter gets the referral and ad-free days', async () => {
    const inviter = await signUp(api, `kutsuja_${suffix}`);
    const { referralCode } = (await api.post('/referral/generate', {}, inviter.token)).body as {
      referralCode: string;
    };

    await page.goto(`${server.url}/fi/invite/${referralCode}`, { waitUntil: 'networkidle' });
    await page.waitForURL(`${server.url}/fi`);
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
    expect(problems, 'console errors, page errors or failed requests').to.deep.equal([]);
  });

  it('given an invite link with other characters than letters and digits, then nothing is kept', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/fi/invite/${encodeURIComponent('<b>x</b>')}`, {
      waitUntil: 'networkidle',
    });
    await page.waitForURL(`${server.url}/fi`);
    expect(await page.evaluate(() => localStorage.getItem('referralCode'))).to.equal(null);
  });
});
