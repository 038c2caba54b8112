/// <reference lib="dom" />
import { expect } from 'chai';
import { TOKEN_STORAGE_KEY } from '../../domain/constants/network.constants';
import { fi } from '../../web/src/i18n/resources/fi';
import { GUEST_ID_STORAGE_KEY as GUEST_ID_KEY } from '../../web/src/lib/api/guest-id';
import { siteKey } from '../../web/src/lib/api/site-store';

/** The Finnish site's guest id in the origin's shared storage. */
const GUEST_ID_STORAGE_KEY = siteKey(GUEST_ID_KEY, 'fi');
import { useBrowserSuite } from '../support/browser';

// One player's life at phone size, step by step on one page: each step starts where the previous one ended.
describe('E2E | Accounts in Chromium', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ name: 'accounts' });

  const suffix = Date.now().toString(36).slice(-6);
  const username = `pelaaja_${suffix}`;
  const renamed = `nimetty_${suffix}`;
  const firstPassword = 'Alku-Sana1';
  const secondPassword = 'Uusi-Sana2';

  const welcome = (name: string) => suite.page.getByRole('heading', { level: 1, name: new RegExp(name) });
  const storedTokens = () =>
    suite.page.evaluate((key) => localStorage.getItem(key), siteKey(TOKEN_STORAGE_KEY, 'fi'));
  const dialog = () => suite.page.getByRole('dialog');

  async function logIn(name: string, password: string) {
    const { page } = suite;
    await page.getByLabel(fi.auth.login.username).fill(name);
    await page.getByLabel(fi.auth.login.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: fi.auth.login.submit }).click();
  }

  async function openSettings(section: string) {
    const { page } = suite;
    await page.getByRole('button', { name: fi.settings.open }).click();
    await dialog().getByRole('button', { name: section }).click();
  }

  async function expectLoginRefused() {
    // The browser's own note of the refused login (401).
    suite.expectNoise(/status of 401/);
    await suite.page.getByRole('alert').filter({ hasText: fi.errors.INVALID_CREDENTIALS }).waitFor();
    expect(await storedTokens()).to.equal(null);
  }

  it('given a guest, when they register without an e-mail, then they are logged in and welcomed', async () => {
    const { page } = suite;
    await suite.open('/fi/');
    await page.getByRole('tab', { name: fi.auth.panel.registerTab }).click();
    await page.getByLabel(fi.auth.register.username, { exact: true }).fill(username);
    await page.getByLabel(fi.auth.register.password, { exact: true }).fill(firstPassword);
    await page.getByLabel(fi.auth.register.confirmPassword).fill(firstPassword);
    await page.getByRole('button', { name: fi.auth.register.submit }).click();
    await welcome(username).waitFor();
    expect(await welcome(username).innerText()).to.contain(fi.menu.welcomeNew.split(',')[0]);
    expect(await storedTokens()).to.be.a('string');
  });

  it('when they log out, then the tokens are gone at once and the guest menu returns', async () => {
    const { page } = suite;
    await page.getByRole('button', { name: fi.header.logout }).click();
    // Signing out does not wait for the server's answer.
    expect(await storedTokens()).to.equal(null);
    await page.getByRole('tab', { name: fi.auth.panel.loginTab }).waitFor();
  });

  it('when they log in, then they are welcomed again', async () => {
    await logIn(username, firstPassword);
    await welcome(username).waitFor();
  });

  it('when they change their username, then the menu shows the new name and back closes the settings', async () => {
    const { page } = suite;
    await openSettings(fi.settings.menu.username);
    const field = dialog().getByLabel(fi.settings.username.field);
    expect(await dialog().getByRole('button', { name: fi.settings.username.save }).isDisabled()).to.equal(
      true,
    );
    await field.fill(renamed);
    await dialog().getByRole('button', { name: fi.settings.username.save }).click();
    await dialog().getByRole('status').filter({ hasText: fi.settings.username.saved }).waitFor();
    await page.goBack();
    await dialog().waitFor({ state: 'detached' });
    await welcome(renamed).waitFor();
  });

  it('when they change their password, then the old one is refused and the new one logs in', async () => {
    const { page } = suite;
    await openSettings(fi.settings.menu.password);
    await dialog().getByLabel(fi.settings.password.current).fill(firstPassword);
    await dialog().getByLabel(fi.settings.password.new, { exact: true }).fill(secondPassword);
    await dialog().getByLabel(fi.settings.password.confirm).fill(secondPassword);
    await dialog().getByRole('button', { name: fi.settings.password.save }).click();
    await dialog().getByRole('status').filter({ hasText: fi.settings.password.saved }).waitFor();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });

    await page.getByRole('button', { name: fi.header.logout }).click();
    await logIn(renamed, firstPassword);
    await expectLoginRefused();
    await logIn(renamed, secondPassword);
    await welcome(renamed).waitFor();
  });

  it('when they delete the account, then the summary shows, the guest menu returns and the login fails', async () => {
    const { page } = suite;
    await openSettings(fi.settings.menu.delete);
    await dialog().getByRole('button', { name: fi.settings.delete.confirm }).click();
    await dialog().getByText(fi.settings.delete.done).waitFor();
    // The confirm button is gone: the focus moves to the summary's heading.
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).to.equal(fi.settings.delete.done);
    // In players' words: what was theirs, not the server's tables (this player played no game).
    const summary = dialog().getByRole('listitem');
    expect(await summary.allTextContents()).to.deep.equal([fi.settings.delete.data.user_one]);

    // Three seconds later the browser forgets everything and shows the guest menu.
    await page.getByRole('tab', { name: fi.auth.panel.loginTab }).waitFor({ timeout: 10_000 });
    expect(await dialog().count()).to.equal(0);
    // Nothing of the player is left; the guest menu may already have made a fresh guest id.
    const kept = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
    expect(kept.filter((key) => key !== GUEST_ID_STORAGE_KEY)).to.deep.equal([]);

    await logIn(renamed, secondPassword);
    await expectLoginRefused();
  });

  it('given a mailed reset link, then the form opens and the token leaves the address bar', async () => {
    const { page } = suite;
    await suite.open(`/fi/?token=link-token-${suffix}`);
    await dialog().getByRole('heading', { name: fi.auth.reset.title }).waitFor();
    await page.waitForURL((url) => url.search === '');
    expect(page.url()).not.to.contain('link-token');

    // The reveal toggle keeps its name; only its pressed state changes.
    const reveal = dialog().getByRole('button', { name: fi.common.showPassword }).first();
    await reveal.click();
    expect(await reveal.getAttribute('aria-pressed')).to.equal('true');
    expect(
      await dialog().getByLabel(fi.auth.reset.newPassword, { exact: true }).getAttribute('type'),
    ).to.equal('text');

    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });
});
