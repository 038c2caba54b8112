/// <reference lib="dom" />
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { GAME_PREFERENCES_STORAGE_KEY } from '../../web/src/features/game/model/game-preferences';
import { GUEST_ID_STORAGE_KEY } from '../../web/src/lib/api';
import { en } from '../../web/src/i18n/resources/en';
import { fi } from '../../web/src/i18n/resources/fi';
import { DESKTOP, PHONE, SCREENSHOTS, useBrowserSuite } from '../support/browser';

// Issue 18: a new guest's game page is in the page itself (drawn by the build) with its instructions open,
// so they show before the app's code has arrived; the app takes them over, and their Start waits for the
// game to be read. A returning guest, or one who turned the instructions off, never sees that drawing.

const APP_CODE = /\/assets\/index-[\w-]+\.js$/;
const TODAYS_GAME = /\/api\/game\/daily$/;
/** The first gameplay call, which fixes the game's start time on the server. */
const GAME_START = /\/api\/game\/guest\/session$/;

/** The dialog as the HTML left it (before the app's code ran), kept for the test to compare. */
const recordParsedDialog = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { parsedDialog: document.querySelector('#root dialog') });
    });
  });

const appStarted = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && !root.hasAttribute('inert') && root.childElementCount > 0;
  });

/** Two frames and a task: the effects of what was just drawn have run (and sent what they send). */
const effectsRun = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
      ),
  );

const dialogState = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('dialog');
    return {
      modal: dialog?.matches(':modal') ?? false,
      focused: document.activeElement === document.body ? null : document.activeElement?.textContent,
    };
  });

describe("E2E | The first paint of a new guest's game", function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ name: 'first-paint-game', pagePer: 'test' });

  it('given a new guest whose app code has not arrived, then the instructions are open over the game, in each language, light and dark, and hold until the app answers', async () => {
    for (const [site, texts, viewport, colorScheme] of [
      ['fi', fi, { width: 360, height: 740 }, 'light'],
      ['en', en, PHONE, 'dark'],
      ['en', en, DESKTOP, 'light'],
    ] as const) {
      const context = await suite.browser.newContext({ viewport, colorScheme });
      try {
        const page = await context.newPage();
        await page.route(APP_CODE, (route) => route.abort());
        await page.goto(`${suite.server.url}/${site}/game`);
        const dialog = page.getByRole('dialog', { name: texts.game.instructions.title });
        await dialog.waitFor();
        expect(await page.getByText(texts.game.instructions.intro).isVisible()).to.equal(true);
        // Modal as the app shows it, with no button focused before the app can answer one.
        expect(await dialogState(page)).to.deep.equal({ modal: true, focused: null });
        const file = `first-paint-game-${site}-${viewport.width}-${colorScheme}.png`;
        await page.screenshot({ path: path.join(SCREENSHOTS, file) });
        // The first Escape is refused; a second one closes any dialog, and the page opens it again (on a
        // busy machine not within a fixed time: the wait is for the state).
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'visible', timeout: 10_000 });
        expect(await dialogState(page)).to.include({ modal: true });
      } finally {
        await context.close();
      }
    }
  });

  it('given a new guest, then the app takes the instructions over: the same dialog, its Start focused, and back closes it in the game', async () => {
    const { page } = suite;
    await recordParsedDialog(page);
    await suite.open('/en/game');
    await appStarted(page);
    await page.getByRole('heading', { name: en.game.ready.title }).waitFor();
    const same = await page.evaluate(
      () =>
        (window as unknown as { parsedDialog: Element | null }).parsedDialog ===
        document.querySelector('dialog'),
    );
    expect(same).to.equal(true);
    expect(await dialogState(page)).to.deep.equal({ modal: true, focused: en.game.instructions.start });
    expect(await page.title()).to.match(/^Word Groups #\d+ · Word Groups$/);
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).to.equal('/en/game');
    expect(await page.getByRole('heading', { name: en.game.ready.title }).isVisible()).to.equal(true);
  });

  it('given a new guest who presses Start before the game is read, then it starts as soon as it is', async () => {
    const { page } = suite;
    // The read is held until Start is pressed and the loading card seen, however slow the machine.
    let releaseRead = () => {};
    const started = new Promise<void>((resolve) => (releaseRead = resolve));
    await page.route(TODAYS_GAME, async (route) => {
      await started;
      await route.continue();
    });
    await page.goto(`${suite.server.url}/en/game`);
    await appStarted(page);
    await page.getByRole('button', { name: en.game.instructions.start }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.locator('.game__stage').textContent()).to.equal(en.game.loading);
    releaseRead();
    await page.locator('.word-grid').waitFor();
    expect(await page.getByRole('heading', { name: en.game.ready.title }).count()).to.equal(0);
  });

  it('given a new guest who presses Start and then opens the help before the game is read, then the clock waits until the help is closed', async () => {
    const { page } = suite;
    // The read is held until the help is open, however slow the machine: the order is the test's subject.
    let releaseRead = () => {};
    const helpOpen = new Promise<void>((resolve) => (releaseRead = resolve));
    await page.route(TODAYS_GAME, async (route) => {
      await helpOpen;
      await route.continue();
    });
    const starts: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && GAME_START.test(request.url())) starts.push(Date.now());
    });
    await page.goto(`${suite.server.url}/en/game`);
    await appStarted(page);
    await page.getByRole('button', { name: en.game.instructions.start }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: en.game.bar.help }).click();
    await page.getByRole('dialog').waitFor();
    releaseRead();
    // Read and shown in the bar: had the Start pressed earlier been taken now, its call would follow at once.
    await page.waitForFunction(
      () => document.querySelector('.game-bar__date')?.getAttribute('aria-hidden') === null,
      undefined,
      { timeout: 90_000 },
    );
    await effectsRun(page);
    expect(starts, 'the clock started under the help').to.deep.equal([]);
    expect(await page.locator('.word-grid').count()).to.equal(0);
    const closed = Date.now();
    await page.getByRole('dialog').getByRole('button', { name: en.common.close }).click();
    await page.locator('.word-grid').waitFor();
    expect(starts).to.have.length(1);
    expect(starts[0]).to.be.at.least(closed);
  });

  it('given a day without a game, then the instructions opened before it was read close, and the page says so', async () => {
    const { page } = suite;
    suite.expectNoise(/status of 404/);
    await page.route(TODAYS_GAME, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fulfill({ status: 404, json: { error: { code: 'GAME_NOT_FOUND', message: 'Not found' } } });
    });
    await suite.open('/en/game');
    await page.getByRole('heading', { name: en.game.noGame.title }).waitFor();
    expect(await page.getByRole('dialog').count()).to.equal(0);
  });

  it('given a returning guest, or one who turned the instructions off, then the drawing is gone before it is painted', async () => {
    for (const [key, value, helpShown] of [
      [GUEST_ID_STORAGE_KEY, `guest_${Date.now().toString(36).padEnd(32, 'x')}`, true],
      [GAME_PREFERENCES_STORAGE_KEY, JSON.stringify({ hideInstructions: true }), false],
    ] as const) {
      const page = await suite.newPage();
      await page.addInitScript(([k, v]) => window.localStorage.setItem(k, v), [key, value] as const);
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () =>
          Object.assign(window, { parsedEmpty: document.getElementById('root')?.childElementCount === 0 }),
        ),
      );
      await suite.open('/en/game', page);
      await page.getByRole('heading', { name: en.game.ready.title }).waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { parsedEmpty: boolean }).parsedEmpty),
        key,
      ).to.equal(true);
      const help = page.getByRole('dialog', { name: en.game.instructions.title });
      if (helpShown) await help.waitFor();
      else expect(await help.count(), key).to.equal(0);
    }
  });
});
