/// <reference lib="dom" />
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { fi } from '../../web/src/i18n/resources/fi';
import { signUp } from '../support/api-client';
import { useBrowserSuite } from '../support/browser';

// Issue 16, spec 2 and 4: a page that cannot be shown gets the recovery page. A lost connection reloads by
// itself up to 3 times after 3 s, showing the count; then refresh, force reload, clear cache and reset
// session each do what they say, to this site's data only.

const page_ = fi.appShell.errorPage;
const GAME_CODE = /\/assets\/game-page-[^/]*\.js$/;

/** The game page's code cannot be fetched (the connection dropped, or a deploy removed the file). */
const loseGameCode = (page: Page) => page.route(GAME_CODE, (route) => route.abort('internetdisconnected'));

/** Counts the page's loads: a reload starts a new document, which adds one. */
const countLoads = (page: Page) =>
  page.addInitScript(
    `sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? 0) + 1));`,
  );
const loads = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('loads')));

describe('E2E | The recovery page', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ name: 'error-recovery', pagePer: 'test' });

  beforeEach(() => {
    suite.expectNoise(/game-page-.*internetdisconnected|ERR_INTERNET_DISCONNECTED/i, /Page failed/);
  });

  it('given the code of a page cannot be fetched, then it reloads by itself 3 times after 3 s each, counting, then asks', async () => {
    const { page } = suite;
    await countLoads(page);
    await loseGameCode(page);
    await suite.open('/fi/game');
    await page.getByRole('heading', { name: page_.title }).waitFor();
    // Each load counts its own attempt (read with the load's number at one instant: a busy machine may be
    // at the second load already).
    const shown = await page.evaluate(() => ({
      load: Number(sessionStorage.getItem('loads')),
      attempts: Array.from(document.querySelectorAll('[role="status"]'), (status) => status.textContent ?? '')
        .filter((text) => text.includes('Yritys'))
        .map((text) => /Yritys \d+\/\d+/.exec(text)?.[0]),
    }));
    expect(shown.attempts).to.deep.equal([`Yritys ${shown.load}/3`]);
    expect(await page.getByText(page_.networkBody).count()).to.equal(1);

    // Three reloads, 3 s apart; then the count stays and the player chooses. Each step is waited for on its
    // own: a reload on a busy machine takes longer than the 3 s between them.
    for (const attempt of ['2', '3'])
      await page
        .getByRole('status')
        .filter({ hasText: `Yritys ${attempt}/3` })
        .waitFor();
    await page.getByText(page_.attemptsUsed.replace('{{count}}', '3')).waitFor();
    expect(await loads(page)).to.equal(4);
    await page.waitForTimeout(4000);
    expect(await loads(page)).to.equal(4);

    // Refresh: the connection is back. A browser does not fetch a failed module again within one document,
    // so for a lost connection trying again is a reload; the game opens.
    await page.unroute(GAME_CODE);
    await page.getByRole('button', { name: page_.refresh }).click();
    await page.locator('.game-bar').waitFor();
    expect(await loads(page)).to.equal(5);
  });

  it('given the recovery page, then force reload loads the page anew', async () => {
    const { page } = suite;
    await countLoads(page);
    await loseGameCode(page);
    await page.addInitScript(`sessionStorage.setItem('wordgame_auto_reloads@fi', '3');`);
    await suite.open('/fi/game');
    await page.getByRole('button', { name: page_.forceReload }).click();
    await page.waitForFunction(() => Number(sessionStorage.getItem('loads')) === 2);
    await page.getByRole('heading', { name: page_.title }).waitFor();
  });

  it('given a signed-in player, then reset session signs out this site only and starts at the menu as a guest', async () => {
    const player = await signUp(suite.api, `recover_${Date.now() % 100000}`);
    const page = await suite.newPage({ signedInAs: player });
    await page.addInitScript(`
      localStorage.setItem('wordgame_tokens@en', '{"token":"en-token","refreshToken":"en-refresh"}');
      sessionStorage.setItem('wordgame_auto_reloads@fi', '3');
    `);
    await suite.open('/fi/', page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await loseGameCode(page);
    await page.goto(`${suite.server.url}/fi/game`);
    await page.getByRole('button', { name: page_.resetSession }).click();
    await page.waitForURL((url) => url.pathname === '/fi/');
    await page.getByRole('heading', { name: fi.auth.panel.title }).waitFor();
    const stored = await page.evaluate(() => ({
      fi: localStorage.getItem('wordgame_tokens@fi'),
      en: localStorage.getItem('wordgame_tokens@en'),
    }));
    expect(stored.fi).to.equal(null);
    expect(stored.en).to.contain('en-token');
  });

  it("given clear cache, then after a confirmation this site's caches and storage go, its guest id and the other site's stay", async () => {
    const { page } = suite;
    await page.addInitScript(`sessionStorage.setItem('wordgame_auto_reloads@fi', '3');`);
    await loseGameCode(page);
    await suite.open('/fi/game');
    await page.getByRole('heading', { name: page_.title }).waitFor();
    await page.evaluate(async () => {
      await caches.open('sanaryhmat-pages-fi');
      await caches.open('sanaryhmat-pages-en');
      localStorage.setItem('wordgame_guest_id@fi', 'guest-fi');
      localStorage.setItem('wordgame_game_preferences@fi', '{}');
      localStorage.setItem('wordgame_tokens@en', 'en');
    });

    await page.getByRole('button', { name: page_.clearCache }).click();
    await page.getByText(page_.clearCacheNote).waitFor();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: page_.clearCacheConfirm }).click();
    await reloaded;
    const left = await page.evaluate(async () => ({
      caches: await caches.keys(),
      keys: Object.keys(localStorage),
      guest: localStorage.getItem('wordgame_guest_id@fi'),
    }));
    expect(left.caches).to.deep.equal(['sanaryhmat-pages-en']);
    expect(left.guest).to.equal('guest-fi');
    expect(left.keys).to.include('wordgame_tokens@en');
    expect(left.keys).not.to.include('wordgame_game_preferences@fi');
  });
});
