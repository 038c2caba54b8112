/// <reference lib="dom" />
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { addDays } from '../../domain/game/calendar';
import { bannerFi } from '../../web/src/features/analytics/i18n/banner.fi';
import { CONSENT_STORAGE_KEY } from '../../web/src/features/analytics/model/consent';
import { en } from '../../web/src/i18n/resources/en';
import { fi } from '../../web/src/i18n/resources/fi';
import {
  expectAccessible,
  expectNewsAccessible,
  NARROW,
  openView,
  playersWorld,
  type PlayersWorld,
} from '../support/accessibility';
import { answerShown } from '../support/board';
import { useBrowserSuite } from '../support/browser';

/** Chooses the words on the board and submits them; waits for the server's answer. */
async function guess(page: Page, words: readonly string[]): Promise<void> {
  const clear = page.getByRole('button', { name: fi.game.controls.clear });
  if (await clear.isEnabled()) await clear.click();
  for (const word of words)
    await page
      .locator('.word-card')
      .filter({ hasText: new RegExp(`^${word}$`) })
      .click();
  const answered = page.waitForResponse((response) => response.url().includes('/check-selection'));
  await page.getByRole('button', { name: new RegExp(`^${fi.game.controls.submit}`) }).click();
  await answered;
  await answerShown(page);
}

// The issue's acceptance: axe finds no serious or critical violation on the pages a guest visits, at phone
// and desktop width, light and dark (a player's: accessibility-player.test.ts; the control panel's:
// accessibility-control-panel.test.ts). One page walks through them all, so the suite stays quick; each view
// is its own test, so a failure names every failing view.
describe('E2E | Accessibility (axe) of a guest’s pages in Chromium', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ name: 'accessibility-guest', viewport: NARROW });
  let world: PlayersWorld;

  before('news with a poll, a message, and a player who has won today and has a group', async () => {
    world = await playersWorld(suite);
  });

  it('given a button without a name and grey-on-grey text, then the check names both', async () => {
    const page = await openView(suite, '/fi/ei-ole-olemassa');
    await page.evaluate(() => {
      const main = document.querySelector('main') as HTMLElement;
      main.append(document.createElement('button'));
      const faint = main.appendChild(document.createElement('p'));
      faint.textContent = 'Tuskin näkyvä';
      Object.assign(faint.style, { color: '#999', background: '#aaa' });
    });
    const failure = String(await expectAccessible(page, 'planted').catch((error: Error) => error.message));
    expect(failure, failure).to.match(
      /button-name \(critical\) at [^[\n]*button \[360 light, 360 dark, 1280 light\]/,
    );
    expect(failure, failure).to.match(
      /color-contrast \(serious\) at [^[\n]*p \[.*\n +<p style="color: rgb\(153, 153, 153\)/,
    );
  });

  it('the header shows the game’s whole name beside the sign-in link from 360 px up', async () => {
    const { page } = suite;
    for (const slug of ['fi', 'en'] as const)
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 740 });
        await suite.open(`/${slug}/`);
        await page.locator('.header-sign-in').waitFor();
        const name = page.locator('.site-header__name');
        const { text, scrollWidth, clientWidth } = await name.evaluate((element) => ({
          text: element.textContent,
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }));
        const where = `/${slug}/ at ${width} px`;
        expect(text, where).to.equal({ fi, en }[slug].app.productName);
        expect(await name.isVisible(), where).to.equal(true);
        expect(scrollWidth, `${where}: the name is cut`).to.be.at.most(clientWidth);
      }
  });

  it('the English main menu', async () => {
    await expectAccessible(await openView(suite, '/en/'), '/en/ main menu');
  });

  it('the main menu’s login, register and forgot-password forms', async () => {
    const page = await openView(suite, '/fi/');
    await expectAccessible(page, '/fi/ main menu, login form');
    await page.getByRole('tab', { name: fi.auth.panel.registerTab }).click();
    await page.getByLabel(fi.auth.register.confirmPassword).waitFor();
    await expectAccessible(page, 'register form');
    await page.getByRole('tab', { name: fi.auth.panel.loginTab }).click();
    await page.getByRole('button', { name: fi.auth.login.forgot }).click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'forgot-password dialog');
  });

  it('the news', async () => {
    await expectNewsAccessible(suite, world, 'news popup (guest)');
  });

  it('the menu a friend’s invite link opens', async () => {
    // A page of its own: the invite it keeps would otherwise open the suite's later menus on registration.
    const page = await suite.newPage({ viewport: NARROW });
    await suite.open('/fi/invite/KAVERI1', page);
    await page.getByRole('heading', { name: fi.auth.referral.title }).waitFor();
    await expectAccessible(page, 'invited guest’s menu');
  });

  it('the analytics question a new visitor meets', async () => {
    // The suite's pages start with the question answered; this page forgets the answer before every load.
    const page = await suite.newPage({ viewport: NARROW });
    await page.addInitScript((key) => window.localStorage.removeItem(key), CONSENT_STORAGE_KEY);
    await suite.open('/fi/', page);
    await page.getByRole('region', { name: bannerFi.title }).waitFor();
    await expectAccessible(page, 'analytics banner');
  });

  it('the game’s Ready step', async () => {
    const page = await openView(suite, '/fi/game');
    await page.getByRole('dialog').getByRole('button', { name: fi.game.instructions.start }).waitFor();
    await expectAccessible(page, 'game, Ready step');
  });

  it('the board after starting', async () => {
    const { page } = suite;
    await page.getByRole('dialog').getByRole('button', { name: fi.game.instructions.start }).click();
    await page.getByRole('group', { name: fi.game.board.label }).waitFor();
    await page.locator('.word-card').first().click();
    await expectAccessible(page, 'game board');
  });

  it('the board after a near miss, with a switch waiting for its confirmation', async () => {
    const { page } = suite;
    await guess(page, world.puzzle.oneAway(0));
    await page
      .getByRole('status')
      .filter({ hasText: fi.game.feedback.oneAway.split('!')[0] })
      .first()
      .waitFor();
    await page.locator('.switch-button').first().click();
    await expectAccessible(page, 'game board, near miss and armed switch');
  });

  it('the board with a group found', async () => {
    await guess(suite.page, world.puzzle.solving(0));
    await suite.page.getByRole('list', { name: fi.game.solved.label }).waitFor();
    await expectAccessible(suite.page, 'game board, a group found');
  });

  it('the game’s help, settings and forfeit dialogs', async () => {
    const { page } = suite;
    const dialog = page.getByRole('dialog');
    const dialogs: [string, string][] = [
      [fi.game.bar.help, 'game help'],
      [fi.game.bar.settings, 'game settings'],
    ];
    for (const [control, view] of dialogs) {
      await page.getByRole('button', { name: control, exact: true }).click();
      await dialog.waitFor();
      await expectAccessible(page, view);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: fi.game.controls.forfeit, exact: true }).click();
    await dialog.getByRole('button', { name: fi.game.forfeit.cancel }).waitFor();
    await expectAccessible(page, 'forfeit confirmation');
    await dialog.getByRole('button', { name: fi.game.forfeit.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('the guest’s game over', async () => {
    for (const position of [1, 2, 3, 4]) await guess(suite.page, world.puzzle.solving(position));
    await suite.page.getByRole('heading', { level: 2, name: fi.game.over.won }).waitFor();
    await expectAccessible(suite.page, 'game over (guest)');
  });

  it('previous days and an earlier day', async () => {
    await expectAccessible(await openView(suite, '/fi/previous'), '/fi/previous');
    await expectAccessible(
      await openView(suite, `/fi/previous/${addDays(world.today, -1)}`),
      'an earlier day',
    );
  });

  it('a group’s scoreboard, which asks a guest to sign in', async () => {
    await expectAccessible(
      await openView(suite, `/fi/groups/${world.groupCode}/days`),
      'group scoreboard (guest)',
    );
  });

  it('the privacy notice', async () => {
    const page = await openView(suite, '/fi/gdpr');
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, '/fi/gdpr');
  });

  it('the not-found page and the language chooser', async () => {
    await expectAccessible(await openView(suite, '/fi/ei-ole-olemassa'), 'not-found page');
    await suite.open('/fi/qr');
    await expectAccessible(suite.page, '/fi/qr');
  });
});
