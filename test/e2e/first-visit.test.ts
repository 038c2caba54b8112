/// <reference lib="dom" />
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { en } from '../../web/src/i18n/resources/en';
import { fi } from '../../web/src/i18n/resources/fi';
import { signUp } from '../support/api-client';
import { useBrowserSuite } from '../support/browser';

const SMALLEST_PHONE = { width: 320, height: 640 };

/** The element that has the focus: its role and its text, for saying where a keyboard user is. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    role: document.activeElement?.getAttribute('role') ?? null,
    text: document.activeElement?.textContent ?? '',
  }));

/**
 * True when the element's top is on the screen (not scrolled past, not below the fold). A scroll that brings
 * it to the top may leave it a fraction of a pixel above (layout in fractions, scrolling in whole pixels).
 */
const topInView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    return top > -1 && top < window.innerHeight;
  });

/** Waits until the (smooth) scroll has brought the account card's top into the upper half of the screen. */
async function accountCardScrolledTo(page: Page): Promise<void> {
  const cardTop = () =>
    page.evaluate(() => ({
      top: document.querySelector('.auth-panel')?.getBoundingClientRect().top ?? null,
      height: window.innerHeight,
    }));
  await page
    .waitForFunction(() => {
      // A fraction of a pixel above the top is at the top (see topInView).
      const top = document.querySelector('.auth-panel')?.getBoundingClientRect().top ?? -Infinity;
      return top > -1 && top < window.innerHeight / 2;
    })
    .catch(async (error: Error) => {
      throw new Error(
        `the account card is not at the top: ${JSON.stringify(await cardTop())}; ${error.message}`,
      );
    });
}

// What a new player meets first, on the smallest phone: the way in, an invite, and which site they are on.
describe('E2E | First visit in Chromium', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ name: 'first-visit', pagePer: 'test', viewport: SMALLEST_PHONE });

  it('given a guest on the menu, when they press the header sign-in, then the login tab is on screen with the focus', async () => {
    const { page } = suite;
    await suite.open('/fi/');
    const signIn = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${fi.header.signIn}`) });
    await signIn.click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'tab');
    expect(await focused(page)).to.deep.equal({ role: 'tab', text: fi.auth.panel.loginTab });
    await accountCardScrolledTo(page);
    expect(new URL(page.url()).pathname).to.match(/^\/fi\/?$/);
  });

  it('given a guest on another page, when they press the header sign-in, then the menu opens at the login tab', async () => {
    const { page } = suite;
    await suite.open('/en/previous');
    await page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(`^${en.header.signIn}`) })
      .click();
    await page.waitForURL((url) => /^\/en\/?$/.test(url.pathname));
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'tab');
    expect(await focused(page)).to.deep.equal({ role: 'tab', text: en.auth.panel.loginTab });
    await accountCardScrolledTo(page);
  });

  it('given a signed-in player, then the header offers no sign-in', async () => {
    const { api } = suite;
    const player = await signUp(api, `eka_${Date.now().toString(36).slice(-6)}`);
    const signedIn = await suite.newPage({ signedInAs: player, viewport: SMALLEST_PHONE });
    await suite.open('/fi/', signedIn);
    await signedIn.getByRole('button', { name: fi.header.logout }).waitFor();
    expect(await signedIn.getByRole('link', { name: new RegExp(`^${fi.header.signIn}`) }).count()).to.equal(
      0,
    );
  });

  it('given a player signed in on the Finnish site, when they visit the English one and come back, then they are still signed in', async () => {
    const player = await signUp(suite.api, `kaksi_${Date.now().toString(36).slice(-6)}`);
    const page = await suite.newPage({ signedInAs: player });
    await suite.open('/fi/', page);
    await page.getByRole('button', { name: fi.header.logout }).waitFor();
    // The English site has its own accounts: a guest there, without a refused token (nothing logged).
    await suite.open('/en/', page);
    await page.getByRole('link', { name: new RegExp(`^${en.header.signIn}`) }).waitFor();
    await suite.open('/fi/', page);
    await page.getByRole('button', { name: fi.header.logout }).waitFor();
  });

  it('given an invite link, then the invite is the first thing on the page and leads to the register tab', async () => {
    const { page, api } = suite;
    const inviter = await signUp(api, `kutsuu_${Date.now().toString(36).slice(-6)}`);
    const { referralCode } = (await api.post('/referral/generate', {}, inviter.token)).body as {
      referralCode: string;
    };
    await suite.open(`/fi/invite/${referralCode}`);
    const banner = page.getByRole('region', { name: fi.auth.referral.title });
    await banner.waitFor();
    expect(await topInView(page, '.referral-banner')).to.equal(true);
    expect(await banner.innerText()).to.contain(referralCode);
    await banner.getByRole('button', { name: fi.auth.referral.register }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'tab');
    expect(await focused(page)).to.deep.equal({ role: 'tab', text: fi.auth.panel.registerTab });
    // Said once, at the top: the account card does not repeat it.
    expect(await page.getByText(fi.auth.referral.title).count()).to.equal(1);
  });

  it('given the language control on a page, then it names the other site as separate and leads to the same page there', async () => {
    const { page } = suite;
    await suite.open('/fi/previous');
    const toggle = page.getByRole('banner').getByRole('button', { name: /^FI/ });
    await toggle.click();
    const other = page.getByRole('link', { name: new RegExp(en.qr.site) });
    await other.waitFor();
    // The other site speaks for itself, in its own language: separate puzzles and accounts.
    expect(await other.innerText()).to.contain(en.language.otherSite);
    expect(await other.getAttribute('href')).to.equal('/en/previous');
    expect(await page.getByText(fi.language.here).isVisible()).to.equal(true);
    await other.click();
    await page.waitForURL((url) => url.pathname === '/en/previous');
    expect(await page.getAttribute('html', 'lang')).to.equal('en');
    // The page renders once its language's texts have arrived (they load on demand).
    await page.getByRole('banner').getByRole('button', { name: /^EN/ }).waitFor();
  });

  it('given a language chosen earlier in the old switch, then the site still speaks its own language', async () => {
    const { page } = suite;
    await suite.open('/fi/');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getAttribute('html', 'lang')).to.equal('fi');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.equal(fi.menu.heading);
  });
});
